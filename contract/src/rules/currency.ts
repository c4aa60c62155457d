/*
 * One currency per page (docs/decisions/0143-one-currency.md): which stored price a
 * visitor sees, converted with the admin's exchange rates where the page's own price is missing.
 * Import-free, so the SPA's first load reads it without zod; the server's SQL
 * (cms/src/api/queries/firearm-query.ts) follows the same rule.
 */
import { priceCurrencyOf, type PriceCurrency } from './catalogue'

/** The currencies the company sets a rate for: 1 EUR = rate × currency. */
export const RATE_CURRENCIES = ['PLN', 'USD'] as const
export type RateCurrency = (typeof RATE_CURRENCIES)[number]
export type ExchangeRates = Record<RateCurrency, number | null>
export const NO_RATES: ExchangeRates = { PLN: null, USD: null }

/** A rate is above 0, at most this, with at most RATE_DECIMALS decimals (as banks quote them). */
export const MAX_EXCHANGE_RATE = 10_000
export const RATE_DECIMALS = 4

export type Priced = { pricePLN: number | null; priceEUR: number | null; price: number | null }
/** A price to show: `approximate` when converted with a rate, not stored in that currency. */
export type ShownAmount = { value: number; currency: PriceCurrency; approximate: boolean }

const STORED: Record<PriceCurrency, keyof Priced> = {
  PLN: 'pricePLN',
  EUR: 'priceEUR',
  USD: 'price',
}

/** The order prices fall back in for each page currency (docs/product.md, "Prices"). */
export const PRICE_ORDER: Record<PriceCurrency, readonly PriceCurrency[]> = {
  PLN: ['PLN', 'EUR', 'USD'],
  EUR: ['EUR', 'PLN', 'USD'],
  USD: ['USD', 'EUR', 'PLN'],
}

const rateOf = (currency: PriceCurrency, rates: ExchangeRates): number | null =>
  currency === 'EUR' ? 1 : rates[currency]

/**
 * The currency a country's pages are in: PLN for Poland, EUR for the euro area, the legacy
 * price in $ for every other country — but only when the company has an EUR→USD rate, since most
 * firearms have no legacy price and theirs must be converted; without it, EUR.
 */
export function pageCurrency(countryCurrency: string | undefined, rates: ExchangeRates) {
  const column = priceCurrencyOf(countryCurrency)
  return column === 'USD' && rates.USD === null ? 'EUR' : column
}

/** `value` in `from` as `to`, rounded to whole units; null without the rates it needs. */
export function convertAmount(
  value: number,
  from: PriceCurrency,
  to: PriceCurrency,
  rates: ExchangeRates,
): number | null {
  if (from === to) return value
  const fromRate = rateOf(from, rates)
  const toRate = rateOf(to, rates)
  if (fromRate === null || toRate === null) return null
  return Math.round((value / fromRate) * toRate)
}

const usable = (value: number | null): value is number => typeof value === 'number' && value > 0

/**
 * The price a page in `currency` shows: its own stored price; else another stored price
 * converted (approximate), in the fallback order; else the spec's plain fallback in its own
 * currency (only data without the required PLN and EUR prices gets there); null = "Price on
 * request".
 */
export function shownPrice(
  item: Priced,
  currency: PriceCurrency,
  rates: ExchangeRates,
): ShownAmount | null {
  const order = PRICE_ORDER[currency]
  const stored = order
    .map((from) => ({ from, value: item[STORED[from]] }))
    .filter((entry): entry is { from: PriceCurrency; value: number } => usable(entry.value))
  const [first] = stored
  if (!first) return null
  if (first.from === currency) return { value: first.value, currency, approximate: false }
  for (const { from, value } of stored) {
    const converted = convertAmount(value, from, currency, rates)
    if (converted !== null && converted > 0)
      return { value: converted, currency, approximate: true }
  }
  return { value: first.value, currency: first.from, approximate: false }
}
