import {
  COUNTRIES,
  DEFAULT_PAGE_LIMIT,
  FIREARM_SORTS,
  NO_RATES,
  pageCurrency,
  priceCurrencyOf,
  shownPrice,
  type ApiFirearm,
  type ApiFirearmFacets,
  type ApiFirearmPage,
  type ExchangeRates,
  type FacetField,
  type FirearmSort,
  type Language,
  type PriceCurrency,
} from '@sog/contract'

import { pathOf } from '@/lib/api/route'
import { listFirearms } from '@/lib/api/routes'
import { languageQuery } from '@/lib/i18n/use-language'
import { dataPart } from '@/lib/page/screen-data'
import {
  EXACT_FILTERS,
  filterFirearms,
  type FirearmFilters,
  type OptionLabelOf,
} from './filter-firearms'
import { readFilters } from './filter-params'

/**
 * The catalogue's server query (docs/api.md, "Catalogue queries") as the screen keeps it in the
 * URL: the filters, the page and the sort.
 */
export type CatalogQuery = { filters: FirearmFilters; page: number; sort: FirearmSort }

export const PAGE_PARAM = 'page'
export const SORT_PARAM = 'sort'
export const PAGE_SIZE = DEFAULT_PAGE_LIMIT

const isSort = (value: string | null): value is FirearmSort =>
  FIREARM_SORTS.includes(value as FirearmSort)

/** The query in the address of a page in `language` (its price bounds as typed there). */
export function readCatalogQuery(params: URLSearchParams, language: Language): CatalogQuery {
  const page = Number(params.get(PAGE_PARAM))
  const sort = params.get(SORT_PARAM)
  return {
    filters: readFilters(params, language),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: isSort(sort) ? sort : 'name',
  }
}

/** The price column a country's visitors see (PLN, EUR, else the legacy price). */
export const currencyOfCountry = (code: string): PriceCurrency =>
  priceCurrencyOf(COUNTRIES.find((country) => country.code === code)?.currency)

/**
 * The SWR key (and /api address) of one catalogue page; `language` adds `lang` (docs/api.md,
 * "Languages"), English none. The parameters in name order: one spelling per page.
 */
export function firearmPageKey(
  query: CatalogQuery,
  currency: PriceCurrency,
  language: Language = 'en',
) {
  const { filters } = query
  const text = (key: 'search' | (typeof EXACT_FILTERS)[number]) => filters[key].trim()
  return pathOf(listFirearms, {
    query: {
      availability: text('availability'),
      barrelLength: text('barrelLength'),
      caliber: text('caliber'),
      category: text('category'),
      currency,
      ...languageQuery(language),
      limit: PAGE_SIZE,
      maxPrice: filters.maxPrice ?? undefined,
      minPrice: filters.minPrice > 0 ? filters.minPrice : undefined,
      page: query.page,
      search: text('search'),
      sort: query.sort,
      systemType: text('systemType'),
    },
  })
}

/** The page of the catalogue its address asks for, in the visitor's currency and language. */
export const firearmPageData = dataPart('firearmPage', ({ search, visitor }) =>
  firearmPageKey(
    readCatalogQuery(search, visitor.language),
    currencyOfCountry(visitor.country),
    visitor.language,
  ),
)

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

/** The address of another page of the list an address shows (page 1 has no parameter). */
export function pageAddress(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search)
  if (page > 1) params.set(PAGE_PARAM, String(page))
  else params.delete(PAGE_PARAM)
  const query = params.toString()
  return `${pathname}${query ? `?${query}` : ''}`
}
