import { describe, expect, it } from 'vitest'

import { sampleFirearms } from '@/lib/sample-data'
import { inventoryItems, inventoryTotals, parsePrice, parseStock } from './inventory'

describe('inventory values', () => {
  it('reads empty or unreadable numbers as 0 (docs/product.md, "Validation")', () => {
    expect(parseStock('')).toBe(0)
    expect(parseStock('abc')).toBe(0)
    expect(parseStock('-3')).toBe(0)
    expect(parseStock('12')).toBe(12)
    expect(parseStock('1e3')).toBe(1000)
    expect(parseStock('2.7')).toBe(2)
    expect(parsePrice('')).toBe(0)
    expect(parsePrice('x')).toBe(0)
    expect(parsePrice('1499.5')).toBe(1499.5)
    expect(parsePrice('10.006')).toBe(10.01)
  })

  it('gives a firearm without an entry stock 0, price 0, unavailable', () => {
    const [first, second] = sampleFirearms()
    const items = inventoryItems(
      [first!, second!],
      [{ firearmId: second!.id, stock: 4, price: 99.9, available: true }],
    )
    expect(items.map((item) => item.entry)).toEqual([
      { stock: 0, price: 0, available: false },
      { stock: 4, price: 99.9, available: true },
    ])
  })

  it('counts entries, available entries and total stock', () => {
    expect(
      inventoryTotals([
        { firearmId: 'a', stock: 3, price: 1, available: true },
        { firearmId: 'b', stock: 0, price: 1, available: false },
        { firearmId: 'c', stock: 7, price: 1, available: true },
      ]),
    ).toEqual({ totalProducts: 3, available: 2, totalStock: 10 })
  })
})
