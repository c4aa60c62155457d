import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { LANGUAGES } from './countries'
import { MAX_PRICE } from './limits'
import { readWrittenNumber } from './written-numbers'
import { readYesNo, SPREADSHEETS, writeSpreadsheetNumber } from './written-values'

/** Prices as stored: whole cents from 0 to the largest price. */
const price = fc.integer({ min: 0, max: MAX_PRICE * 100 }).map((cents) => cents / 100)

/**
 * The regions a European dealer's spreadsheet may format for, with the separator its CSV uses:
 * de-CH writes points and apostrophes beside semicolons, as Swiss dealers' files do.
 */
const REGIONS = [
  ['en-GB', ','],
  ['en-US', ','],
  ['pl-PL', ';'],
  ['de-DE', ';'],
  ['de-AT', ';'],
  ['de-CH', ';'],
  ['it-IT', ';'],
  ['fr-FR', ';'],
] as const

const fileMark = (delimiter: ',' | ';') => (delimiter === ',' ? '.' : ',')

describe('numbers as spreadsheets write them', () => {
  it('reads back every price a spreadsheet in any region formats, grouped, as currency or plain', () => {
    fc.assert(
      fc.property(
        price,
        fc.constantFrom(...REGIONS),
        fc.boolean(),
        fc.constantFrom('decimal', 'currency'),
        fc.constantFrom(0, 2),
        (value, [region, delimiter], grouping, style, minimumFractionDigits) => {
          const text = new Intl.NumberFormat(region, {
            useGrouping: grouping,
            minimumFractionDigits,
            maximumFractionDigits: 2,
            ...(style === 'currency' ? { style, currency: 'EUR' } : {}),
          }).format(value)
          expect(readWrittenNumber(text, fileMark(delimiter)), text).toBe(value)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('reads a signed coordinate in any region’s way, to six decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -180_000_000, max: 180_000_000 }).map((micro) => micro / 1e6),
        fc.constantFrom(...REGIONS),
        (value, [region, delimiter]) => {
          const text = new Intl.NumberFormat(region, { maximumFractionDigits: 6 }).format(value)
          const read = readWrittenNumber(text, fileMark(delimiter))
          // Three decimals grouped as thousands ("1.234") are the mark's to decide.
          if (!/^[-−]?\d{1,3}[.,’']\d{3}$/.test(text)) expect(read, text).toBe(value)
        },
      ),
      { numRuns: 300 },
    )
    expect(readWrittenNumber('-9,14', ',')).toBe(-9.14)
    expect(readWrittenNumber('−9.14', ',')).toBe(-9.14)
    expect(readWrittenNumber('+52,4064', '.')).toBe(52.4064)
  })

  it('writes each language’s way and reads it back', () => {
    fc.assert(
      fc.property(price, fc.constantFrom(...LANGUAGES), (value, language) => {
        const sheet = SPREADSHEETS[language]
        const text = writeSpreadsheetNumber(value, sheet)
        expect(text.includes(sheet.decimalMark === '.' ? ',' : '.')).toBe(false)
        expect(readWrittenNumber(text, sheet.decimalMark)).toBe(value)
      }),
    )
  })

  it('leaves a number both conventions read differently to the file’s own', () => {
    expect(readWrittenNumber('1,234', '.')).toBe(1234)
    expect(readWrittenNumber('1,234', ',')).toBe(1.234)
    expect(readWrittenNumber('1.234', ',')).toBe(1234)
    expect(readWrittenNumber('1.234', '.')).toBe(1.234)
    // Only one convention reads these, whichever the file's.
    for (const mark of ['.', ','] as const) {
      expect(readWrittenNumber('1.234,50', mark)).toBe(1234.5)
      expect(readWrittenNumber('1,234.50', mark)).toBe(1234.5)
      expect(readWrittenNumber('199,5', mark)).toBe(199.5)
      expect(readWrittenNumber('EUR 12', mark)).toBe(12)
      expect(readWrittenNumber('  ', mark)).toBeUndefined()
    }
  })

  it('reads nothing else as a number', () => {
    for (const text of ['abc', '1.234.5', '1,23,4', '12 zł', '$12', '1e3', '1..2', '-', '€'])
      expect(readWrittenNumber(text, ',') ?? 'empty', text).toSatisfy(
        (value) => value === 'empty' || Number.isNaN(value),
      )
  })
})

describe('yes and no', () => {
  it('reads each language’s words and each spreadsheet’s TRUE and FALSE, in any case', () => {
    for (const { yes, no } of Object.values(SPREADSHEETS)) {
      expect(readYesNo(yes)).toBe(true)
      expect(readYesNo(no.toUpperCase())).toBe(false)
    }
    for (const word of ['TRUE', 'PRAWDA', 'WAHR', 'VRAI', 'VERO', 'Si', '1', ' yes '])
      expect(readYesNo(word), word).toBe(true)
    for (const word of ['FALSE', 'FAŁSZ', 'FALSCH', 'FAUX', 'FALSO', '0'])
      expect(readYesNo(word), word).toBe(false)
    for (const word of ['', 'maybe', 'y', 'oui non']) expect(readYesNo(word), word).toBeUndefined()
  })
})
