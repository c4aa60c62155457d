import useSWR, { type SWRConfiguration } from 'swr'

import { readApi } from '@/lib/api/api-client'
import type { ApiPath } from '@/lib/api/route'
import { withPreloaded } from './preload'
import { useDataKey, type DataPart } from './screen-data'

/** The fetcher of every screen's data: it takes over the read its route's loader started. */
export const readScreenData = withPreloaded(readApi)

/**
 * A datum the screen's route names (docs/data-path.md), read with SWR under the key the
 * datum's own function makes for the address and the visitor.
 */
export function useScreenData<A>(
  part: DataPart<string, ApiPath<A, 'GET'> | null>,
  options?: SWRConfiguration<A>,
) {
  return useSWR(useDataKey(part), (path) => readScreenData(path), options)
}

/**
 * A signed-in screen's list: every mount fetches, so the answer the route's loader started is
 * taken (lib/page/preload.ts), and the page on screen stays while the next one loads.
 */
export const SIGNED_IN_LIST = { keepPreviousData: true, dedupingInterval: 0 } as const
