import type { ApiFirearm, ApiFirearmPage } from '@sog/contract'
import useSWR from 'swr'

import { useOptionLabelOf } from '@/lib/api/get-option-labels'
import { usePageCurrency, useSelectedCountry } from '@/lib/storage/selected-country'
import { useDataKey } from '@/lib/page/screen-data'
import { readScreenData } from '@/lib/page/use-screen-data'
import {
  currencyOfCountry,
  firearmPageData,
  localPage,
  type CatalogQuery,
} from '../utils/catalog-query'
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
  const page = list
    ? localPage(list, query, currency, { rates, labelOf })
    : Array.isArray(data)
      ? undefined
      : data
  return {
    page,
    failed,
    examples: failed && Boolean(samples),
    isLoading: !page && (isLoading || failed),
    /** The page on screen is the previous query's while this one's loads. */
    isUpdating: isLoading && Boolean(page),
    currency,
    retry: () => mutate(),
  }
}
