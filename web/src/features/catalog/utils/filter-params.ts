import { EXACT_FILTERS, NO_FILTERS, type FirearmFilters } from './filter-firearms'

/**
 * The catalogue's filters live in the URL query, so a filtered view can be shared and survives a
 * reload. `search` is the same parameter the header's search box writes.
 */
export const VIEW_PARAM = 'view'
const TEXT_PARAMS = ['search', ...EXACT_FILTERS] as const

/** A price bound as the address holds it: a non-negative number, else none. */
export const bound = (raw: string | null): number | null => {
  if (raw === null || raw.trim() === '') return null
  const value = Number(raw)
  return Number.isFinite(value) && value >= 0 ? value : null
}

export function readFilters(params: URLSearchParams): FirearmFilters {
  const filters = { ...NO_FILTERS }
  for (const key of TEXT_PARAMS) filters[key] = params.get(key) ?? ''
  filters.minPrice = bound(params.get('minPrice')) ?? 0
  filters.maxPrice = bound(params.get('maxPrice'))
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
