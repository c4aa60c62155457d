import type { ApiFirearm, ApiInventoryRow } from '@sog/contract'

import type { InventoryValues } from '../api/update-inventory'

/** docs/product.md, "Data": a firearm the dealer has no entry for counts as none in stock, unpriced, unavailable. */
export const NO_ENTRY: InventoryValues = { stock: 0, price: 0, available: false }

export type InventoryItem = { firearm: ApiFirearm; entry: InventoryValues }

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

/** Every firearm, each with the dealer's entry for it. */
export function inventoryItems(firearms: ApiFirearm[], rows: ApiInventoryRow[]): InventoryItem[] {
  const byFirearm = new Map(rows.map((row) => [row.firearmId, row]))
  return firearms.map((firearm) => {
    const row = byFirearm.get(firearm.id)
    return {
      firearm,
      entry: row ? toEntry(row) : NO_ENTRY,
    }
  })
}

/** docs/product.md, "Screens": the three counters are taken over the dealer's entries, not the firearms. */
export type InventoryTotals = { totalProducts: number; available: number; totalStock: number }

export function inventoryTotals(rows: ApiInventoryRow[]): InventoryTotals {
  return {
    totalProducts: rows.length,
    available: rows.filter((row) => row.available).length,
    totalStock: rows.reduce((sum, row) => sum + row.stock, 0),
  }
}
