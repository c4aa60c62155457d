import useSWR from 'swr'

import { pathOf } from '@/lib/api/route'
import { listContacts } from '@/lib/api/routes'
import { dataPart } from '@/lib/page/screen-data'
import { readScreenData, SIGNED_IN_LIST, useScreenData } from '@/lib/page/use-screen-data'
import { listQueryOf, type ListQuery, type ListSpec } from '@/lib/address/use-list-params'

/** The inbox (docs/api.md, "Paged lists"): the server searches, sorts and pages. */
export const contactsKey = pathOf(listContacts)

type ContactsQuery = ListQuery<keyof typeof CONTACTS_LIST.defaults>

/** One page of the inbox. */
export const contactsPageKey = (query: ContactsQuery) => pathOf(listContacts, { query })

/** The inbox's page size and its filters in the URL, with their defaults. */
export const CONTACTS_LIST = {
  limit: 20,
  defaults: { sort: 'newest', status: '' },
} satisfies ListSpec

/** Every key of the inbox's pages and counts, for reloading them all after a change. */
export const isContactsKey = (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${contactsKey}?`)

export function useContactsPage() {
  return useScreenData(contactsPageData, SIGNED_IN_LIST)
}

/** The page the address shows (its route's loader names it, app/router.tsx). */
export const contactsPageData = dataPart('contactsPage', ({ search }) =>
  contactsPageKey(listQueryOf(CONTACTS_LIST, search)),
)

/** How many messages are new, whatever the page shows. */
export function useUnreadCount() {
  const { data } = useSWR(pathOf(listContacts, { query: { status: 'new', limit: 1 } }), (path) =>
    readScreenData(path),
  )
  return data?.total
}
