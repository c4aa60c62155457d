import { describe, expect, it } from 'vitest'

import { sampleFirearms } from '@/lib/sample-data'
import { inventoryItems, inventoryTotals } from './inventory'

describe('inventory values', () => {
  it('gives a firearm without an entry stock 0, price 0, unavailable', () => {
    const [first, second] = sampleFirearms()
    const items = inventoryItems(
      [first!, second!],
      [{ firearmId: second!.id, stock: 4, price: 99.9, available: true, version: null }],
    )
    expect(items.map((item) => item.entry)).toEqual([
      { stock: 0, price: 0, available: false },
      { stock: 4, price: 99.9, available: true },
    ])
  })

  it('counts entries, available entries and total stock', () => {
    expect(
      inventoryTotals([
        { firearmId: 'a', stock: 3, price: 1, available: true, version: null },
        { firearmId: 'b', stock: 0, price: 1, available: false, version: null },
        { firearmId: 'c', stock: 7, price: 1, available: true, version: null },
      ]),
    ).toEqual({ totalProducts: 3, available: 2, totalStock: 10 })
  })
})
