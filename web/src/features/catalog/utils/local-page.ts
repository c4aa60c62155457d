import {
  NO_RATES,
  pageCurrency,
  shownPrice,
  type ApiFirearm,
  type ApiFirearmFacets,
  type ApiFirearmPage,
  type ExchangeRates,
  type FacetField,
  type PriceCurrency,
} from '@sog/contract'

import { PAGE_SIZE, type CatalogQuery } from './catalog-query'
import {
  EXACT_FILTERS,
  filterFirearms,
  type FirearmFilters,
  type OptionLabelOf,
} from './filter-firearms'

// A chunk of its own, fetched only when a whole list is at hand (use-firearm-page.ts): the
// catalogue's first load pages on the server.
/** The price the card shows, the one the range and the sort compare (as the server does). */
const cardPrice = (firearm: ApiFirearm, currency: PriceCurrency, rates: ExchangeRates) =>
  shownPrice(firearm, pageCurrency(currency, rates), rates)?.value ?? null

const FACETS: FacetField[] = [...EXACT_FILTERS]

/**
 * The same page computed in the browser from a whole list: for the built-in sample firearms
 * when the server cannot be reached (docs/product.md, "States"), the only list then at hand (and
 * the web tests' server double, which pages its firearms with it).
 */
export function localPage(
  list: readonly ApiFirearm[],
  query: CatalogQuery,
  currency: PriceCurrency,
  {
    rates = NO_RATES,
    limit = PAGE_SIZE,
    labelOf,
  }: { rates?: ExchangeRates; limit?: number; labelOf?: OptionLabelOf } = {},
): ApiFirearmPage {
  const priced = (f: ApiFirearm) => cardPrice(f, currency, rates)
  const match = (filters: FirearmFilters) =>
    filterFirearms(list, filters, Number.POSITIVE_INFINITY, {
      priceOf: (f) => priced(f) ?? 0,
      labelOf,
    })
  const facets: ApiFirearmFacets = {
    category: [],
    caliber: [],
    barrelLength: [],
    systemType: [],
    availability: [],
    price: null,
  }
  for (const field of FACETS) {
    const counts = new Map<string, number>()
    for (const f of match({ ...query.filters, [field]: '' }))
      counts.set(f[field], (counts.get(f[field]) ?? 0) + 1)
    facets[field] = [...counts].map(([value, count]) => ({ value, count }))
  }
  const prices = match({ ...query.filters, minPrice: 0, maxPrice: null })
    .map(priced)
    .filter((p): p is number => p !== null)
  if (prices.length > 0) facets.price = { min: Math.min(...prices), max: Math.max(...prices) }
  const rows = [...match(query.filters)]
  const byName = (a: ApiFirearm, b: ApiFirearm) => a.name.localeCompare(b.name)
  const price = (f: ApiFirearm, none: number) => priced(f) ?? none
  if (query.sort === 'price-asc') rows.sort((a, b) => price(a, Infinity) - price(b, Infinity))
  else if (query.sort === 'price-desc')
    rows.sort((a, b) => price(b, -Infinity) - price(a, -Infinity))
  else rows.sort(byName)
  const start = (query.page - 1) * limit
  return {
    items: rows.slice(start, start + limit),
    total: rows.length,
    page: query.page,
    pages: Math.ceil(rows.length / limit),
    facets,
  }
}
