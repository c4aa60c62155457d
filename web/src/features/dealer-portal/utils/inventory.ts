import type { ApiFirearm, ApiInventoryPage, ApiInventoryRow } from '@sog/contract'

import type { InventoryValues } from '../api/update-inventory'

export type InventoryItem = { firearm: ApiFirearm; entry: InventoryValues }

/** docs/product.md, "Screens": the three counters, over all of the dealer's entries (the server counts). */
export type InventoryTotals = ApiInventoryPage['totals']

/** A saved row as the edit form holds it, with its version (docs/api.md, "Versions"). */
export const toEntry = ({
  stock,
  price,
  available,
  version,
}: ApiInventoryRow): InventoryValues => ({
  stock,
  price,
  available,
  ...(version ? { version } : {}),
})

/**
 * The page's firearms, each with the dealer's entry; the server gives a firearm without an
 * entry stock 0, price 0, unavailable (docs/product.md, "Data").
 */
export const inventoryItems = (page: ApiInventoryPage): InventoryItem[] =>
  page.items.map(({ firearm, entry }) => ({ firearm, entry: toEntry(entry) }))
