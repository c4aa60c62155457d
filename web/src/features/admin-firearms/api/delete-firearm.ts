import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { firearmKey } from '@/lib/api/get-firearm'
import { firearmsKey } from '@/lib/api/get-firearms'

/** Deletes the firearm, then refreshes every screen showing the list or this firearm. */
export function useDeleteFirearm(id: string) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(`/admin/firearms/${encodeURIComponent(id)}`, async (path: string) => {
    await api<unknown>(path, { method: 'DELETE' })
    await mutate(firearmsKey)
    void mutate(firearmKey(id))
  })
}
