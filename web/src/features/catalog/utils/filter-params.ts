import { decimalMarkOf, readWrittenNumber, type Language } from '@sog/contract'

import { EXACT_FILTERS, NO_FILTERS, type FirearmFilters } from './filter-firearms'

/**
 * The catalogue's filters live in the URL query, so a filtered view can be shared and survives a
 * reload. `search` is the same parameter the header's search box writes.
 */
export const VIEW_PARAM = 'view'
const TEXT_PARAMS = ['search', ...EXACT_FILTERS] as const

/**
 * A price bound as the address holds it, a non-negative number, else none. The app writes it as
 * a plain number; the filters' form without the app sends it as typed, read as people write it
 * in the page's language (`5.000` on a German page, `5,000` on an English one; decision 0199).
 */
export const bound = (raw: string | null, language: Language): number | null => {
  const value = raw === null ? undefined : readWrittenNumber(raw, decimalMarkOf(language))
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : null
}

export function readFilters(params: URLSearchParams, language: Language): FirearmFilters {
  const filters = { ...NO_FILTERS }
  for (const key of TEXT_PARAMS) filters[key] = params.get(key) ?? ''
  filters.minPrice = bound(params.get('minPrice'), language) ?? 0
  filters.maxPrice = bound(params.get('maxPrice'), language)
  return filters
}

/** Writes the filters into a copy of `params`, leaving defaults out and other parameters as they were. */
export function writeFilters(params: URLSearchParams, filters: FirearmFilters): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of TEXT_PARAMS) {
    if (filters[key]) next.set(key, filters[key])
    else next.delete(key)
  }
  if (filters.minPrice > 0) next.set('minPrice', String(filters.minPrice))
  else next.delete('minPrice')
  if (filters.maxPrice !== null) next.set('maxPrice', String(filters.maxPrice))
  else next.delete('maxPrice')
  return next
}
