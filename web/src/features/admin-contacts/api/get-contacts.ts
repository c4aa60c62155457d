import type { ApiContactPage } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'
import { preloadAnswer, withPreloaded } from '@/lib/preload'
import { listQueryOf, type ListSpec } from '@/lib/use-list-params'

/** The inbox (docs/api.md, "Paged lists"): the server searches, sorts and pages. */
export const contactsKey = '/admin/contacts'

/** The inbox's page size and its filters in the URL, with their defaults. */
export const CONTACTS_LIST = {
  limit: 20,
  defaults: { sort: 'newest', status: '' },
} satisfies ListSpec

/** Every key of the inbox's pages and counts, for reloading them all after a change. */
export const isContactsKey = (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${contactsKey}?`)

const fetchPage = withPreloaded((key: string) => api<ApiContactPage>(key))

export function useContactsPage(query: string) {
  return useSWR(`${contactsKey}?${query}`, fetchPage, {
    keepPreviousData: true,
    // Every mount fetches, so the answer the route's loader started is taken (lib/preload.ts).
    dedupingInterval: 0,
  })
}

/** The page an address shows, asked for while the screen's code loads (app/router.tsx). */
export const preloadContactsPage = (params: URLSearchParams) =>
  preloadAnswer(`${contactsKey}?${listQueryOf(CONTACTS_LIST, params)}`)

/** How many messages are new, whatever the page shows. */
export function useUnreadCount() {
  const { data } = useSWR(`${contactsKey}?status=new&limit=1`, fetchPage)
  return data?.total
}
