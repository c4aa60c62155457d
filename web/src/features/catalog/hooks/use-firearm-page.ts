import type { ApiFirearm, ApiFirearmPage } from '@sog/contract'
import { useEffect, useState } from 'react'
import useSWR from 'swr'

import { useOptionLabelOf } from '@/lib/api/get-option-labels'
import { usePageCurrency, useSelectedCountry } from '@/lib/storage/selected-country'
import { useDataKey } from '@/lib/page/screen-data'
import { readScreenData } from '@/lib/page/use-screen-data'
import { currencyOfCountry, firearmPageData, type CatalogQuery } from '../utils/catalog-query'
import type { localPage } from '../utils/local-page'
import { useSampleFirearms } from './use-sample-firearms'

/**
 * One page of the catalogue from the server (docs/api.md, "Catalogue queries"), in the visitor's
 * currency. The previous page stays on screen while the next loads. If the call fails, "Failed
 * to load data" shows and the built-in samples are paged in the browser (docs/product.md,
 * "States"); an answer that is a whole list (an older server) is paged the same way.
 */
export function useFirearmPage(query: CatalogQuery) {
  const currency = currencyOfCountry(useSelectedCountry())
  const { rates } = usePageCurrency()
  const labelOf = useOptionLabelOf()
  // A page, as the contract says; an older server's whole list is still read (above).
  const { data, error, isLoading, mutate } = useSWR<ApiFirearmPage | ApiFirearm[]>(
    useDataKey(firearmPageData),
    readScreenData,
    { keepPreviousData: true },
  )
  const failed = Boolean(error) && !data
  const samples = useSampleFirearms(failed)
  const list = Array.isArray(data) ? data : failed ? samples : null
  const pageLocally = useLocalPaging(list !== null)
  const page = list
    ? pageLocally?.(list, query, currency, { rates, labelOf })
    : Array.isArray(data)
      ? undefined
      : data
  return {
    page,
    failed,
    examples: failed && Boolean(samples),
    isLoading: !page && (isLoading || failed || list !== null),
    /** The page on screen is the previous query's while this one's loads. */
    isUpdating: isLoading && Boolean(page),
    currency,
    retry: () => mutate(),
  }
}

/** The browser's own paging of a whole list (`local-page.ts`), fetched once it is `needed`. */
function useLocalPaging(needed: boolean): typeof localPage | null {
  const [paging, setPaging] = useState<{ localPage: typeof localPage } | null>(null)
  useEffect(() => {
    if (!needed || paging) return
    let live = true
    void import('../utils/local-page').then((loaded) => {
      if (live) setPaging(loaded)
    })
    return () => {
      live = false
    }
  }, [needed, paging])
  return paging?.localPage ?? null
}
