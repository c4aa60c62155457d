// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { formatPrice, formatRate, pickPrice } from './price'

const full = { pricePLN: 8990, priceEUR: 2090, price: 2250 }

describe('price by country', () => {
  const rates = { PLN: 4.25, USD: 1.08 }

  it('shows zł for a PLN country, € for a EUR country, and $ otherwise only with a USD rate', () => {
    expect(formatPrice(full, 'PLN', 'pl')).toMatch(/^8\s990\szł$/)
    expect(formatPrice(full, 'EUR', 'de')).toMatch(/^2\.090\s€$/)
    expect(formatPrice(full, 'CHF', 'en')).toBe('€2,090')
    expect(formatPrice(full, 'CHF', 'en', rates)).toBe('$2,250')
  })

  it('falls back across the prices, converted and marked "≈" when a rate allows', () => {
    const eurOnly = { pricePLN: null, priceEUR: 100, price: null }
    expect(pickPrice(eurOnly, 'PLN')).toEqual({ value: 100, currency: 'EUR', approximate: false })
    expect(pickPrice(eurOnly, 'PLN', rates)).toEqual({
      value: 425,
      currency: 'PLN',
      approximate: true,
    })
    expect(formatPrice(eurOnly, 'GBP', 'en', rates)).toBe('≈ $108')
    const plnOnly = { pricePLN: 400, priceEUR: null, price: null }
    expect(pickPrice(plnOnly, 'EUR')).toEqual({ value: 400, currency: 'PLN', approximate: false })
    // 400 zł ÷ 4.25 = €94.12, shown in whole units.
    expect(formatPrice(plnOnly, 'EUR', 'en', rates)).toBe('≈ €94')
  })

  it('has nothing to show when no price is usable', () => {
    expect(formatPrice({ pricePLN: null, priceEUR: 0, price: null }, 'PLN', 'en')).toBeNull()
  })

  it('groups four- and five-digit amounts alike in every language', () => {
    // CLDR leaves 7590 ungrouped in it/pl while 15490 is grouped: one grid showed both.
    expect(formatPrice({ pricePLN: 7590, priceEUR: null, price: null }, 'PLN', 'it')).toMatch(
      /^7\.590\szł$/,
    )
    expect(formatPrice({ pricePLN: 15490, priceEUR: null, price: null }, 'PLN', 'it')).toMatch(
      /^15\.490\szł$/,
    )
    expect(formatPrice({ pricePLN: 7590, priceEUR: null, price: null }, 'PLN', 'pl')).toMatch(
      /^7\s590\szł$/,
    )
  })

  it('formats numbers for the chosen language', () => {
    expect(formatPrice({ pricePLN: 12345.5, priceEUR: null, price: null }, 'PLN', 'fr')).toMatch(
      /^12\s345,50\szł$/,
    )
    expect(formatPrice({ pricePLN: null, priceEUR: 2194.5, price: null }, 'EUR', 'en')).toBe(
      '€2,194.50',
    )
  })

  // Issue 30: the symbol where the page's language puts it, never a second currency mark.
  it.each([
    ['pl', /^2\s090\s€$/],
    ['de', /^2\.090\s€$/],
    ['it', /^2\.090\s€$/],
    ['fr', /^2\s090\s€$/],
    ['en', /^€2,090$/],
  ])('puts the euro sign where %s puts it', (language, shape) => {
    expect(formatPrice(full, 'EUR', language)).toMatch(shape)
  })

  it('writes an exchange rate with its decimals in the language', () => {
    expect(formatRate(4.265, 'PLN', 'pl')).toMatch(/^4,265\szł$/)
    expect(formatRate(1.08, 'USD', 'en')).toBe('$1.08')
  })
})
