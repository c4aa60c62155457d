import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { firearmKey, isTranslatedFirearmKey } from '@/lib/api/get-firearm'
import { pathOf } from '@/lib/api/route'
import { deleteFirearm } from '@/lib/api/routes'
import { isFirearmListKey } from '@/lib/api/get-firearms'
import { isAdminFirearmsKey } from './get-admin-firearms'

/** Deletes the firearm, then refreshes every screen showing the list or this firearm. */
export function useDeleteFirearm(id: string) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(pathOf(deleteFirearm, { params: { id } }), async () => {
    await callApi(deleteFirearm, { params: { id } })
    await Promise.all([mutate(isFirearmListKey), mutate(isAdminFirearmsKey)])
    void mutate(firearmKey(id))
    void mutate(isTranslatedFirearmKey(id))
  })
}
