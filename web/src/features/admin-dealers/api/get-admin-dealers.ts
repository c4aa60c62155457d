import type { ApiAdminDealerPage } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'
import { preloadAnswer, withPreloaded } from '@/lib/preload'
import { listQueryOf, type ListSpec } from '@/lib/use-list-params'

/** Dealers, active or not, for the management list (docs/api.md, "Paged lists"). */
export const adminDealersKey = '/admin/dealers'

/** The list's page size and its filters in the URL, with their defaults. */
export const DEALERS_LIST = {
  limit: 24,
  defaults: { sort: 'name', active: '', country: '' },
} satisfies ListSpec

/** The list's every page, for reloading them all after a change. */
export const isAdminDealersKey = (key: unknown) =>
  key === adminDealersKey || (typeof key === 'string' && key.startsWith(`${adminDealersKey}?`))

const fetchPage = withPreloaded((key: string) => api<ApiAdminDealerPage>(key))

export function useAdminDealersPage(query: string) {
  return useSWR(`${adminDealersKey}?${query}`, fetchPage, {
    keepPreviousData: true,
    // Every mount fetches, so the answer the route's loader started is taken (lib/preload.ts).
    dedupingInterval: 0,
  })
}

/** The page an address shows, asked for while the screen's code loads (app/router.tsx). */
export const preloadAdminDealersPage = (params: URLSearchParams) =>
  preloadAnswer(`${adminDealersKey}?${listQueryOf(DEALERS_LIST, params)}`)
