import { pathOf } from '@/lib/api/route'
import { listInventory } from '@/lib/api/routes'
import { dataPart } from '@/lib/page/screen-data'
import { SIGNED_IN_LIST, useScreenData } from '@/lib/page/use-screen-data'
import { currentSession } from '@/lib/session'
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

/**
 * One page of every firearm with the dealer's entry and the counters (docs/api.md, "Paged
 * lists"); the previous page stays on screen while the next one loads.
 */
export function useInventoryPage() {
  return useScreenData(inventoryPageData, SIGNED_IN_LIST)
}

/** The signed-in dealer's page the address shows (the dashboard's route names it, app/router.tsx). */
export const inventoryPageData = dataPart('inventoryPage', ({ search }) => {
  const session = currentSession('dealer')
  return session ? inventoryPageKey(session.dealerId, listQueryOf(INVENTORY_LIST, search)) : null
})
