import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { firearmKey, isTranslatedFirearmKey } from '@/lib/api/get-firearm'
import { isFirearmListKey } from '@/lib/api/get-firearms'
import { isAdminFirearmsKey } from './get-admin-firearms'

/** Deletes the firearm, then refreshes every screen showing the list or this firearm. */
export function useDeleteFirearm(id: string) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(`/admin/firearms/${encodeURIComponent(id)}`, async (path: string) => {
    await api<unknown>(path, { method: 'DELETE' })
    await Promise.all([mutate(isFirearmListKey), mutate(isAdminFirearmsKey)])
    void mutate(firearmKey(id))
    void mutate(isTranslatedFirearmKey(id))
  })
}
