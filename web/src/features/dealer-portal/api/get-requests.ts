import { pathOf } from '@/lib/api/route'
import { listDealerRequests } from '@/lib/api/routes'
import { dataPart } from '@/lib/page/screen-data'
import { SIGNED_IN_LIST, useScreenData } from '@/lib/page/use-screen-data'
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

export function useRequestsPage() {
  return useScreenData(requestsPageData, SIGNED_IN_LIST)
}

/** The page the address shows (its route's loader names it, app/router.tsx). */
export const requestsPageData = dataPart('requestsPage', ({ search }) =>
  requestsPageKey(requestsQueryOf(search)),
)
