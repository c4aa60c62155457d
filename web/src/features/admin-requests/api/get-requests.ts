import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { listAdminRequests, listDealers } from '@/lib/api/routes'
import { dataPart } from '@/lib/page/screen-data'
import { SIGNED_IN_LIST, useScreenData } from '@/lib/page/use-screen-data'
import { readListParams, type ListSpec } from '@/lib/address/use-list-params'

/** Every request, newest first, with the filters in the URL (docs/api.md, "Requests"). */
export const requestsKey = pathOf(listAdminRequests)

export const REQUESTS_LIST = {
  limit: 20,
  defaults: { status: '', dealer: '', country: '', firearm: '' },
} satisfies ListSpec

export type RequestsQuery = { page: number; limit: number } & Record<
  keyof typeof REQUESTS_LIST.defaults,
  string
>

export const requestsPageKey = (query: RequestsQuery) => pathOf(listAdminRequests, { query })

export function requestsQueryOf(params: URLSearchParams): RequestsQuery {
  const { page, values } = readListParams(params, REQUESTS_LIST.defaults)
  return { page, limit: REQUESTS_LIST.limit, ...values }
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

/** The active dealers, by name: the recipients a request may be filtered by or sent to. */
export function useActiveDealers() {
  return useSWR(pathOf(listDealers), (path) => readApi(path))
}
