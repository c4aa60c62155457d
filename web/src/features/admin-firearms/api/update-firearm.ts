import type { ApiFirearm } from '@sog/contract'
import { useSWRConfig } from 'swr'

import { api } from '@/lib/api-client'
import { firearmKey } from '@/lib/api/get-firearm'
import { firearmsKey } from '@/lib/api/get-firearms'
import type { FirearmBody } from '../utils/firearm-values'

export const updateFirearm = (body: FirearmBody) =>
  api<ApiFirearm>(`/admin/firearms/${encodeURIComponent(body.id)}`, { method: 'PUT', body })

/** Saves the whole firearm, then refreshes every screen showing the list or this firearm. */
export function useUpdateFirearm() {
  const { mutate } = useSWRConfig()
  return async (body: FirearmBody) => {
    const saved = await updateFirearm(body)
    void mutate(firearmsKey)
    void mutate(firearmKey(body.id))
    return saved
  }
}
