import type { ApiContact } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

/** The inbox, newest first (the server sorts). */
export const contactsKey = '/admin/contacts'

export function useContacts() {
  return useSWR(contactsKey, () => api<ApiContact[]>(contactsKey))
}
