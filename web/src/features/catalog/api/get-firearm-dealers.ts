import type { ApiStockist } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

/** Active dealers that have the firearm available, with their stock and EUR price. */
export const firearmDealersKey = (id: string) => `/firearms/${encodeURIComponent(id)}/dealers`

export function useFirearmDealers(id: string | undefined) {
  return useSWR(id ? firearmDealersKey(id) : null, (key: string) => api<ApiStockist[]>(key))
}
