import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

import { NO_FILTERS, type FirearmFilters } from '../utils/filter-firearms'
import { readFilters, VIEW_PARAM, writeFilters } from '../utils/filter-params'

export type CatalogView = 'grid' | 'list'

/**
 * Filter state and view mode, read from and written to the URL. Changes replace the history
 * entry, so Back leaves the catalogue instead of stepping through every filter tweak.
 */
export function useCatalogFilters() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => readFilters(params), [params])
  const view: CatalogView = params.get(VIEW_PARAM) === 'list' ? 'list' : 'grid'

  const update = useCallback(
    (changes: Partial<FirearmFilters>) =>
      setParams((current) => writeFilters(current, { ...readFilters(current), ...changes }), {
        replace: true,
      }),
    [setParams],
  )
  const reset = useCallback(() => update(NO_FILTERS), [update])
  const setView = useCallback(
    (next: CatalogView) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current)
          if (next === 'list') copy.set(VIEW_PARAM, next)
          else copy.delete(VIEW_PARAM)
          return copy
        },
        { replace: true },
      ),
    [setParams],
  )
  return { filters, update, reset, view, setView }
}
