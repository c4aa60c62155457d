import {
  BYTE_ORDER_MARK,
  INVENTORY_CSV_COLUMNS,
  LANGUAGES,
  MAX_PRICE,
  MAX_STOCK,
  SPREADSHEETS,
} from '@sog/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { csv } from './export-csv'
import { readInventoryCsv } from './read-csv'

const row = fc.record({
  firearmId: fc.stringMatching(/^sog-[a-z0-9-]{1,20}$/),
  name: fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
    .filter((name) => name.trim() === name),
  stock: fc.integer({ min: 0, max: MAX_STOCK }),
  price: fc.integer({ min: 0, max: MAX_PRICE * 100 }).map((cents) => cents / 100),
  available: fc.boolean(),
})

describe('a stock file as exported, read back', () => {
  it('reads every export the same, for a program or a spreadsheet in any language', () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(undefined, ...LANGUAGES),
        (rows, lang) => {
          const text = csv([...INVENTORY_CSV_COLUMNS], rows, lang)
          const read = readInventoryCsv(text)
          expect(read.errors).toEqual([])
          expect(
            read.rows.map(({ firearmId, name, values }) => ({ firearmId, name, ...values })),
          ).toEqual(rows)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('writes a spreadsheet’s file in its language’s way, a program’s as it always was', () => {
    const rows = [{ firearmId: 'sog-1', name: 'Ł', stock: 3, price: 1234.5, available: true }]
    expect(csv([...INVENTORY_CSV_COLUMNS], rows)).toBe(
      'firearmId,name,stock,price,available\nsog-1,Ł,3,1234.5,true\n',
    )
    for (const lang of LANGUAGES) {
      const { delimiter: d, yes } = SPREADSHEETS[lang]
      const price = lang === 'en' ? '1234.5' : '1234,5'
      expect(csv([...INVENTORY_CSV_COLUMNS], rows, lang)).toBe(
        `${BYTE_ORDER_MARK}firearmId${d}name${d}stock${d}price${d}available\nsog-1${d}Ł${d}3${d}${price}${d}${yes}\n`,
      )
    }
  })

  it('reads what a German spreadsheet saves after an edit', () => {
    const read = readInventoryCsv(
      'firearmId;name;stock;price;available\r\nsog-1;Waffe;1.200;1.234,50 €;WAHR\r\nsog-2;;0;0;FALSCH\r\n',
    )
    expect(read.errors).toEqual([])
    expect(read.rows.map((r) => r.values)).toEqual([
      { stock: 1200, price: 1234.5, available: true },
      { stock: 0, price: 0, available: false },
    ])
  })
})
