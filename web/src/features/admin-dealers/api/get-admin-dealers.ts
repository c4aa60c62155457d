import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { listAdminDealers } from '@/lib/api/routes'
import { withPreloaded } from '@/lib/page/preload'
import { dataPart, useDataKey } from '@/lib/page/screen-data'
import { listQueryOf, type ListQuery, type ListSpec } from '@/lib/address/use-list-params'

/** Dealers, active or not, for the management list (docs/api.md, "Paged lists"). */
export const adminDealersKey = pathOf(listAdminDealers)

type DealersQuery = ListQuery<keyof typeof DEALERS_LIST.defaults>

/** One page of the list. */
export const adminDealersPageKey = (query: DealersQuery) => pathOf(listAdminDealers, { query })

/** The list's page size and its filters in the URL, with their defaults. */
export const DEALERS_LIST = {
  limit: 24,
  defaults: { sort: 'name', active: '', country: '' },
} satisfies ListSpec

/** The list's every page, for reloading them all after a change. */
export const isAdminDealersKey = (key: unknown) =>
  key === adminDealersKey || (typeof key === 'string' && key.startsWith(`${adminDealersKey}?`))

const fetchPage = withPreloaded(readApi)

export function useAdminDealersPage() {
  return useSWR(useDataKey(adminDealersPageData), (path) => fetchPage(path), {
    keepPreviousData: true,
    // Every mount fetches, so the answer the route's loader started is taken (lib/page/preload.ts).
    dedupingInterval: 0,
  })
}

/** The page the address shows (its route's loader names it, app/router.tsx). */
export const adminDealersPageData = dataPart('adminDealersPage', ({ search }) =>
  adminDealersPageKey(listQueryOf(DEALERS_LIST, search)),
)
