// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'

import { numberFormat } from './number-format'
import { formatPrice } from './price'

describe('numberFormat', () => {
  afterEach(() => vi.restoreAllMocks())

  it('makes one formatter per language and options', () => {
    expect(numberFormat('pl', { maximumFractionDigits: 1 })).toBe(
      numberFormat('pl', { maximumFractionDigits: 1 }),
    )
    expect(numberFormat('pl')).not.toBe(numberFormat('de'))
    expect(numberFormat('pl', { maximumFractionDigits: 0 })).not.toBe(
      numberFormat('pl', { maximumFractionDigits: 1 }),
    )
    expect(numberFormat('de').format(1234.5)).toBe('1.234,5')
  })

  it('formats a page of prices without making a formatter for each', () => {
    const made = vi.spyOn(Intl, 'NumberFormat')
    for (let value = 1000; value < 1100; value++) {
      formatPrice({ pricePLN: value, priceEUR: null, price: null }, 'PLN', 'it')
    }
    expect(made.mock.calls.length).toBeLessThanOrEqual(2)
  })
})
