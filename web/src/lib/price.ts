import { numberFormat } from './number-format'

/**
 * docs/product.md, "Limits": a PLN country shows pricePLN in zł, a EUR country priceEUR in €, any other
 * the generic price in $; each falls back across the others, and with none usable the caller
 * shows "Price on request" (null here). Numbers follow the chosen language's conventions.
 */
export type Priced = { pricePLN: number | null; priceEUR: number | null; price: number | null }

type Amount = { value: number; currency: 'PLN' | 'EUR' | 'USD' }

const usable = (value: number | null): value is number => typeof value === 'number' && value > 0

export function pickPrice(item: Priced, countryCurrency: string | undefined): Amount | null {
  const pln = usable(item.pricePLN) ? { value: item.pricePLN, currency: 'PLN' as const } : null
  const eur = usable(item.priceEUR) ? { value: item.priceEUR, currency: 'EUR' as const } : null
  const usd = usable(item.price) ? { value: item.price, currency: 'USD' as const } : null
  const order =
    countryCurrency === 'PLN'
      ? [pln, eur, usd]
      : countryCurrency === 'EUR'
        ? [eur, pln, usd]
        : [usd, eur, pln]
  return order.find((amount) => amount !== null) ?? null
}

const SYMBOLS = { PLN: 'zł', EUR: '€', USD: '$' } as const

export function formatPrice(
  item: Priced,
  countryCurrency: string | undefined,
  language: string,
): string | null {
  const amount = pickPrice(item, countryCurrency)
  if (!amount) return null
  const number = formatAmount(amount.value, language)
  return amount.currency === 'PLN'
    ? `${number} ${SYMBOLS.PLN}`
    : `${SYMBOLS[amount.currency]}${number}`
}

/**
 * One amount in the language's digits. Grouping is always on: CLDR's default leaves four-digit
 * amounts ungrouped in pl, it, es ("7590" beside "15.490" in one grid), docs/decisions.md
 * "Storefront". Whole amounts without decimals; anything with cents shows both digits (2,194.50).
 */
export function formatAmount(value: number, language: string): string {
  const digits = Number.isInteger(value) ? 0 : 2
  return numberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(value)
}
