import { pathOf } from '@/lib/api/route'
import { listAdminDealers } from '@/lib/api/routes'
import { dataPart } from '@/lib/page/screen-data'
import { SIGNED_IN_LIST, useScreenData } from '@/lib/page/use-screen-data'
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

export function useAdminDealersPage() {
  return useScreenData(adminDealersPageData, SIGNED_IN_LIST)
}

/** The page the address shows (its route's loader names it, app/router.tsx). */
export const adminDealersPageData = dataPart('adminDealersPage', ({ search }) =>
  adminDealersPageKey(listQueryOf(DEALERS_LIST, search)),
)
