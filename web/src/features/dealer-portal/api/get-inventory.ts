import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { listInventory } from '@/lib/api/routes'
import { preloadAnswer, withPreloaded } from '@/lib/page/preload'
import { listQueryOf, type ListQuery, type ListSpec } from '@/lib/address/use-list-params'

export const inventoryKey = (dealerId: number) => pathOf(listInventory, { params: { dealerId } })

type InventoryQuery = ListQuery<keyof typeof INVENTORY_LIST.defaults>

/** One page of the dealer's inventory. */
export const inventoryPageKey = (dealerId: number, query: InventoryQuery) =>
  pathOf(listInventory, { params: { dealerId }, query })

/**
 * Firearms per page, light enough for any catalogue size
 * (docs/decisions/0115-pages-not-scrolling.md), and the list's filters in the URL with their
 * defaults (docs/api.md, "Paged lists").
 */
export const INVENTORY_LIST = {
  limit: 20,
  defaults: { available: '', inStock: '', sort: 'name' },
} satisfies ListSpec

/** Every key of the dealer's inventory pages, for refreshing them all after a change. */
export const isInventoryKey = (dealerId: number) => (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${inventoryKey(dealerId)}?`)

const fetchPage = withPreloaded(readApi)

/**
 * One page of every firearm with the dealer's entry and the counters (docs/api.md, "Paged
 * lists"); the previous page stays on screen while the next one loads.
 */
export function useInventoryPage(dealerId: number, query: InventoryQuery) {
  return useSWR(inventoryPageKey(dealerId, query), (path) => fetchPage(path), {
    keepPreviousData: true,
    // Every mount fetches, so the answer the route's loader started is taken (lib/page/preload.ts).
    dedupingInterval: 0,
  })
}

/** The page an address shows, asked for while the screen's code loads (app/router.tsx). */
export const preloadInventoryPage = (dealerId: number, params: URLSearchParams) =>
  preloadAnswer(inventoryPageKey(dealerId, listQueryOf(INVENTORY_LIST, params)))
