import { describe, expect, it } from 'vitest'

import { convertAmount, NO_RATES, pageCurrency, shownPrice } from './currency'

const rates = { PLN: 4.2651, USD: 1.0812 }

describe('one currency per page', () => {
  it('puts a country’s pages in PLN, EUR, or $ only when an EUR → USD rate exists', () => {
    expect(pageCurrency('PLN', NO_RATES)).toBe('PLN')
    expect(pageCurrency('EUR', NO_RATES)).toBe('EUR')
    expect(pageCurrency('CHF', NO_RATES)).toBe('EUR')
    expect(pageCurrency('GBP', { PLN: null, USD: 1.08 })).toBe('USD')
  })

  it('converts through EUR, to whole units, and only with the rates it needs', () => {
    expect(convertAmount(3199, 'EUR', 'PLN', rates)).toBe(13644)
    expect(convertAmount(13644, 'PLN', 'EUR', rates)).toBe(3199)
    expect(convertAmount(1000, 'PLN', 'USD', rates)).toBe(253)
    expect(convertAmount(1000, 'EUR', 'USD', NO_RATES)).toBeNull()
    expect(convertAmount(1000, 'EUR', 'EUR', NO_RATES)).toBe(1000)
  })

  it('shows the stored price of the page’s currency, else a converted one, else the plain fallback', () => {
    const item = { pricePLN: 8990, priceEUR: 2090, price: null }
    expect(shownPrice(item, 'PLN', rates)).toEqual({
      value: 8990,
      currency: 'PLN',
      approximate: false,
    })
    expect(shownPrice(item, 'USD', rates)).toEqual({
      value: 2260,
      currency: 'USD',
      approximate: true,
    })
    expect(shownPrice(item, 'USD', NO_RATES)).toEqual({
      value: 2090,
      currency: 'EUR',
      approximate: false,
    })
    expect(shownPrice({ pricePLN: 0, priceEUR: null, price: null }, 'PLN', rates)).toBeNull()
  })
})
