import type { ApiContactPage } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

/** The inbox (docs/api.md, "Paged lists"): the server searches, sorts and pages. */
export const contactsKey = '/admin/contacts'

/** Every key of the inbox's pages and counts, for reloading them all after a change. */
export const isContactsKey = (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${contactsKey}?`)

export function useContactsPage(query: string) {
  return useSWR(`${contactsKey}?${query}`, (key: string) => api<ApiContactPage>(key), {
    keepPreviousData: true,
  })
}

/** How many messages are new, whatever the page shows. */
export function useUnreadCount() {
  const { data } = useSWR(`${contactsKey}?status=new&limit=1`, (key: string) =>
    api<ApiContactPage>(key),
  )
  return data?.total
}
