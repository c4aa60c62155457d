import type { ApiInventoryRow } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

export const inventoryKey = (dealerId: number) => `/inventory/dealer/${dealerId}`

/** The dealer's stock, price and availability entries, one per firearm it has set. */
export function useInventory(dealerId: number) {
  return useSWR(inventoryKey(dealerId), (key: string) => api<ApiInventoryRow[]>(key))
}
