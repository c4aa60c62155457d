import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { listDealerRequests } from '@/lib/api/routes'
import { withPreloaded } from '@/lib/page/preload'
import { dataPart, useDataKey } from '@/lib/page/screen-data'
import { readListParams, type ListSpec } from '@/lib/address/use-list-params'

/** The requests sent to this dealer, newest first (docs/api.md, "Requests"). */
export const requestsKey = pathOf(listDealerRequests)

/** The list's page size and its status filter in the URL. */
export const REQUESTS_LIST = { limit: 20, defaults: { status: '' } } satisfies ListSpec

export type RequestsQuery = { page: number; limit: number; status: string }

export const requestsPageKey = (query: RequestsQuery) => pathOf(listDealerRequests, { query })

/** The list's query for an address. */
export function requestsQueryOf(params: URLSearchParams): RequestsQuery {
  const { page, values } = readListParams(params, REQUESTS_LIST.defaults)
  return { page, limit: REQUESTS_LIST.limit, status: values.status }
}

/** Every key of the list's pages, for reloading them all after a change. */
export const isRequestsKey = (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${requestsKey}?`)

const fetchPage = withPreloaded(readApi)

export function useRequestsPage() {
  return useSWR(useDataKey(requestsPageData), (path) => fetchPage(path), {
    keepPreviousData: true,
    // Every mount fetches, so the answer the route's loader started is taken (lib/page/preload.ts).
    dedupingInterval: 0,
  })
}

/** The page the address shows (its route's loader names it, app/router.tsx). */
export const requestsPageData = dataPart('requestsPage', ({ search }) =>
  requestsPageKey(requestsQueryOf(search)),
)
