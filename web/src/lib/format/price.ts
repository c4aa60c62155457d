import {
  NO_RATES,
  pageCurrency,
  RATE_DECIMALS,
  shownPrice,
  type ExchangeRates,
  type Priced,
  type PriceCurrency,
  type ShownAmount,
} from '@sog/contract'

import { numberFormat } from './number-format'

/**
 * docs/product.md, "Prices", and docs/decisions/0143-one-currency.md: a PLN country's
 * pages are in zł, a EUR country's in €, any other country's in $ (the legacy price) when the
 * company has an EUR → USD rate and in € without one. A firearm without a stored price in the
 * page's currency shows another one converted with the company's rates, marked "≈"; with no
 * usable price the caller shows "Price on request" (null here). Numbers follow the chosen
 * language's conventions.
 */
export type { Priced }

export function pickPrice(
  item: Priced,
  countryCurrency: string | undefined,
  rates: ExchangeRates = NO_RATES,
): ShownAmount | null {
  return shownPrice(item, pageCurrency(countryCurrency, rates), rates)
}

export const CURRENCY_SYMBOLS: Record<PriceCurrency, string> = { PLN: 'zł', EUR: '€', USD: '$' }

/**
 * One amount in the page language's currency format (Intl: the symbol where the language puts
 * it, its grouping and decimals): "7 590 zł" and "2.090 €" in Polish and German, "€2,090" in
 * English; "≈ " in front when converted (issue 30).
 */
export function formatShown(amount: ShownAmount, language: string): string {
  const text = currencyFormat(language, amount.currency, amount.value).format(amount.value)
  return amount.approximate ? `≈ ${text}` : text
}

/**
 * Whole amounts without decimals; anything with cents shows both digits (2,194.50). Grouping is
 * always on: CLDR's default leaves four-digit amounts ungrouped in pl, it, es ("7590" beside
 * "15.490" in one grid), docs/decisions/0068-price-format.md.
 */
function currencyFormat(language: string, currency: PriceCurrency, value: number) {
  const digits = Number.isInteger(value) ? 0 : 2
  return numberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  })
}

export function formatPrice(
  item: Priced,
  countryCurrency: string | undefined,
  language: string,
  rates: ExchangeRates = NO_RATES,
): string | null {
  const amount = pickPrice(item, countryCurrency, rates)
  return amount ? formatShown(amount, language) : null
}

/** An exchange rate as the visitor reads it: "4,2650 zł" (at most RATE_DECIMALS decimals). */
export function formatRate(rate: number, currency: PriceCurrency, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: RATE_DECIMALS,
  }).format(rate)
}
