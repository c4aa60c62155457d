import { useMemo } from 'react'

import { sampleDealers } from '@/lib/api/sample-data'
import { useScreenData } from '@/lib/page/use-screen-data'
import { dealersData, dealersKey } from './dealers-key'

/** The active dealers of the network, as the public directory lists them. */
export { dealersKey }

/**
 * The directory from the server; when the call fails, the built-in list the spec describes
 * (docs/product.md, "Screens"), flagged so the page can say it may be out of date.
 */
export function useDealers() {
  const { data, error, isLoading, mutate } = useScreenData(dealersData)
  const failed = Boolean(error) && !data
  const fallback = useMemo(() => (failed ? sampleDealers() : undefined), [failed])
  return { dealers: data ?? fallback, isFallback: failed, isLoading, retry: () => mutate() }
}
