/*
 * The catalogue's sorts and price columns, apart from the query's schema so the SPA's first load
 * can read them without zod (docs/decisions/0086-first-load-lean.md).
 */
export const FIREARM_SORTS = ['name', 'price-asc', 'price-desc', 'newest'] as const
export type FirearmSort = (typeof FIREARM_SORTS)[number]

/**
 * Which stored price a visitor sees (docs/product.md, "Prices"): PLN countries pricePLN, euro
 * countries priceEUR, every other country the legacy price ("USD"); each falls back across the
 * others. The price range and the price sort compare that same price.
 */
export const PRICE_CURRENCIES = ['PLN', 'EUR', 'USD'] as const
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number]

/** The price column a country's currency selects. */
export const priceCurrencyOf = (countryCurrency: string | undefined): PriceCurrency =>
  countryCurrency === 'PLN' || countryCurrency === 'EUR' ? countryCurrency : 'USD'
