import { useMemo } from 'react'
import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { sampleDealers } from '@/lib/api/sample-data'
import { withPreloaded } from '@/lib/page/preload'
import { useDataKey } from '@/lib/page/screen-data'
import { dealersData, dealersKey } from './dealers-key'

/** The active dealers of the network, as the public directory lists them. */
export { dealersKey }

const read = withPreloaded(readApi)

/**
 * The directory from the server; when the call fails, the built-in list the spec describes
 * (docs/product.md, "Screens"), flagged so the page can say it may be out of date.
 */
export function useDealers() {
  const { data, error, isLoading, mutate } = useSWR(useDataKey(dealersData), (path) => read(path))
  const failed = Boolean(error) && !data
  const fallback = useMemo(() => (failed ? sampleDealers() : undefined), [failed])
  return { dealers: data ?? fallback, isFallback: failed, isLoading, retry: () => mutate() }
}
