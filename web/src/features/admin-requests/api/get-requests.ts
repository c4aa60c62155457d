import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { listAdminRequests, listDealers } from '@/lib/api/routes'
import { preloadAnswer, withPreloaded } from '@/lib/page/preload'
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

const fetchPage = withPreloaded(readApi)

export function useRequestsPage(query: RequestsQuery) {
  return useSWR(requestsPageKey(query), (path) => fetchPage(path), {
    keepPreviousData: true,
    // Every mount fetches, so the answer the route's loader started is taken (lib/page/preload.ts).
    dedupingInterval: 0,
  })
}

/** The page an address shows, asked for while the screen's code loads (app/router.tsx). */
export const preloadRequestsPage = (params: URLSearchParams) =>
  preloadAnswer(requestsPageKey(requestsQueryOf(params)))

/** The active dealers, by name: the recipients a request may be filtered by or sent to. */
export function useActiveDealers() {
  return useSWR(pathOf(listDealers), (path) => readApi(path))
}
