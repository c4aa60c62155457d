import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { listAdminFirearms } from '@/lib/api/routes'
import { withPreloaded } from '@/lib/page/preload'
import { dataPart, useDataKey } from '@/lib/page/screen-data'
import { listQueryOf, type ListQuery, type ListSpec } from '@/lib/address/use-list-params'

/** Firearms for the management list, one server page at a time (docs/api.md, "Catalogue queries"). */
export const adminFirearmsKey = pathOf(listAdminFirearms)

type FirearmsQuery = ListQuery<keyof typeof FIREARMS_LIST.defaults>

/** One page of the list. */
export const adminFirearmsPageKey = (query: FirearmsQuery) => pathOf(listAdminFirearms, { query })

/** The list's page size and its filters in the URL, with their defaults. */
export const FIREARMS_LIST = {
  limit: 24,
  defaults: { sort: 'name', availability: '' },
} satisfies ListSpec

/** The list's every page, for reloading them all after a change. */
export const isAdminFirearmsKey = (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${adminFirearmsKey}?`)

const fetchPage = withPreloaded(readApi)

export function useAdminFirearmsPage() {
  return useSWR(useDataKey(adminFirearmsPageData), (path) => fetchPage(path), {
    keepPreviousData: true,
    // Every mount fetches, so the answer the route's loader started is taken (lib/page/preload.ts).
    dedupingInterval: 0,
  })
}

/** The page the address shows (its route's loader names it, app/router.tsx). */
export const adminFirearmsPageData = dataPart('adminFirearmsPage', ({ search }) =>
  adminFirearmsPageKey(listQueryOf(FIREARMS_LIST, search)),
)
