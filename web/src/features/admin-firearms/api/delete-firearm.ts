import { useSWRConfig } from 'swr'

import { api } from '@/lib/api-client'
import { firearmKey } from '@/lib/api/get-firearm'
import { firearmsKey } from '@/lib/api/get-firearms'

export const deleteFirearm = (id: string) =>
  api<unknown>(`/admin/firearms/${encodeURIComponent(id)}`, { method: 'DELETE' })

/** Deletes the firearm, then refreshes every screen showing the list or this firearm. */
export function useDeleteFirearm() {
  const { mutate } = useSWRConfig()
  return async (id: string) => {
    await deleteFirearm(id)
    void mutate(firearmsKey)
    void mutate(firearmKey(id))
  }
}
