import { pathOf } from '@/lib/api/route'
import { listAdminFirearms } from '@/lib/api/routes'
import { dataPart } from '@/lib/page/screen-data'
import { SIGNED_IN_LIST, useScreenData } from '@/lib/page/use-screen-data'
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

export function useAdminFirearmsPage() {
  return useScreenData(adminFirearmsPageData, SIGNED_IN_LIST)
}

/** The page the address shows (its route's loader names it, app/router.tsx). */
export const adminFirearmsPageData = dataPart('adminFirearmsPage', ({ search }) =>
  adminFirearmsPageKey(listQueryOf(FIREARMS_LIST, search)),
)
