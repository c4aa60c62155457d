import type { ApiFirearmPage } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'
import { preloadAnswer, withPreloaded } from '@/lib/preload'
import { listQueryOf, type ListSpec } from '@/lib/use-list-params'

/** Firearms for the management list, one server page at a time (docs/api.md, "Catalogue queries"). */
export const adminFirearmsKey = '/admin/firearms'

/** The list's page size and its filters in the URL, with their defaults. */
export const FIREARMS_LIST = {
  limit: 24,
  defaults: { sort: 'name', availability: '' },
} satisfies ListSpec

/** The list's every page, for reloading them all after a change. */
export const isAdminFirearmsKey = (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${adminFirearmsKey}?`)

const fetchPage = withPreloaded((key: string) => api<ApiFirearmPage>(key))

export function useAdminFirearmsPage(query: string) {
  return useSWR(`${adminFirearmsKey}?${query}`, fetchPage, {
    keepPreviousData: true,
    // Every mount fetches, so the answer the route's loader started is taken (lib/preload.ts).
    dedupingInterval: 0,
  })
}

/** The page an address shows, asked for while the screen's code loads (app/router.tsx). */
export const preloadAdminFirearmsPage = (params: URLSearchParams) =>
  preloadAnswer(`${adminFirearmsKey}?${listQueryOf(FIREARMS_LIST, params)}`)
