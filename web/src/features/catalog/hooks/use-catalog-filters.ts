import type { FirearmSort } from '@sog/contract'
import { useCallback, useMemo } from 'react'
import { useLocation } from 'react-router-dom'

import { useAddressParams } from '@/lib/address/use-address-params'
import { useLanguage } from '@/lib/i18n/use-language'

import { PAGE_PARAM, readCatalogQuery, SORT_PARAM } from '../utils/catalog-query'
import { NO_FILTERS, type FirearmFilters } from '../utils/filter-firearms'
import { readFilters, VIEW_PARAM, writeFilters } from '../utils/filter-params'

export type CatalogView = 'grid' | 'list'

/**
 * Filters, sort, page and view mode, read from and written to the URL. Each filter, sort or
 * page change is a new history entry, so Back undoes it and returns to the same page
 * (docs/product.md, "Filter state"); a filter or sort change starts again at page 1. The view
 * is a link to the same address with `view` changed, replacing the entry.
 */
export function useCatalogFilters() {
  const [params, editParams] = useAddressParams()
  const language = useLanguage()
  const query = useMemo(() => readCatalogQuery(params, language), [params, language])
  const view: CatalogView = params.get(VIEW_PARAM) === 'list' ? 'list' : 'grid'

  const edit = useCallback(
    (change: (copy: URLSearchParams) => URLSearchParams, replace = false) =>
      editParams(change, { replace }),
    [editParams],
  )
  const update = useCallback(
    (changes: Partial<FirearmFilters>) =>
      edit((current) => {
        const next = writeFilters(current, { ...readFilters(current, language), ...changes })
        next.delete(PAGE_PARAM)
        return next
      }),
    [edit, language],
  )
  const reset = useCallback(() => update(NO_FILTERS), [update])
  const setSort = useCallback(
    (sort: FirearmSort) =>
      edit((copy) => {
        if (sort === 'name') copy.delete(SORT_PARAM)
        else copy.set(SORT_PARAM, sort)
        copy.delete(PAGE_PARAM)
        return copy
      }),
    [edit],
  )
  const { pathname } = useLocation()
  /** The address of this page in the other view: a link, so it works before and without the app. */
  const viewHref = (next: CatalogView) => {
    const copy = new URLSearchParams(params)
    if (next === 'list') copy.set(VIEW_PARAM, next)
    else copy.delete(VIEW_PARAM)
    const search = copy.toString()
    return search ? `${pathname}?${search}` : pathname
  }
  return { filters: query.filters, query, update, reset, setSort, view, viewHref }
}
