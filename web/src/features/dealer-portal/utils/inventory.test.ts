// @vitest-environment node
import type { ApiInventoryPage } from '@sog/contract'
import { describe, expect, it } from 'vitest'

import { sampleFirearms } from '@/lib/api/sample-data'
import { withRow } from '../api/update-inventory'
import { inventoryItems } from './inventory'

const [first, second] = sampleFirearms()
const page: ApiInventoryPage = {
  items: [
    {
      firearm: first!,
      entry: { firearmId: first!.id, stock: 0, price: 0, available: false, version: null },
    },
    {
      firearm: second!,
      entry: { firearmId: second!.id, stock: 4, price: 99.9, available: true, version: 'v1' },
    },
  ],
  total: 2,
  page: 1,
  pages: 1,
  totals: { totalProducts: 1, available: 1, totalStock: 4 },
}

describe('inventory values', () => {
  it('holds each entry as the edit form does, with its version when saved', () => {
    expect(inventoryItems(page).map((item) => item.entry)).toEqual([
      { stock: 0, price: 0, available: false },
      { stock: 4, price: 99.9, available: true, version: 'v1' },
    ])
  })

  it('moves the counters by a saved row: a new entry, a changed one', () => {
    const created = withRow(page, {
      firearmId: first!.id,
      stock: 3,
      price: 10,
      available: true,
      version: 'v2',
    })
    expect(created?.totals).toEqual({ totalProducts: 2, available: 2, totalStock: 7 })
    const changed = withRow(created, {
      firearmId: second!.id,
      stock: 1,
      price: 99.9,
      available: false,
      version: 'v3',
    })
    expect(changed?.totals).toEqual({ totalProducts: 2, available: 1, totalStock: 4 })
    expect(changed?.items[1]?.entry.stock).toBe(1)
  })
})
