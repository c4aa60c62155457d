import {
  COUNTRIES,
  DEFAULT_PAGE_LIMIT,
  FIREARM_SORTS,
  priceCurrencyOf,
  type FirearmSort,
  type Language,
  type PriceCurrency,
} from '@sog/contract'

import { pathOf } from '@/lib/api/route'
import { listFirearms } from '@/lib/api/routes'
import { languageQuery } from '@/lib/i18n/use-language'
import { dataPart } from '@/lib/page/screen-data'
import type { EXACT_FILTERS } from './filter-firearms'
import { type FirearmFilters } from './filter-firearms'
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

/** The address of another page of the list an address shows (page 1 has no parameter). */
export function pageAddress(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search)
  if (page > 1) params.set(PAGE_PARAM, String(page))
  else params.delete(PAGE_PARAM)
  const query = params.toString()
  return `${pathname}${query ? `?${query}` : ''}`
}
