import type { ApiInventoryPage } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

export const inventoryKey = (dealerId: number) => `/inventory/dealer/${dealerId}`

/** Every key of the dealer's inventory pages, for refreshing them all after a change. */
export const isInventoryKey = (dealerId: number) => (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${inventoryKey(dealerId)}?`)

/**
 * One page of every firearm with the dealer's entry and the counters (docs/api.md, "Paged
 * lists"); the previous page stays on screen while the next one loads.
 */
export function useInventoryPage(dealerId: number, query: string) {
  return useSWR(`${inventoryKey(dealerId)}?${query}`, (key: string) => api<ApiInventoryPage>(key), {
    keepPreviousData: true,
  })
}
