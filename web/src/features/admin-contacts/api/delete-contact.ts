import { useSWRConfig } from 'swr'

import { api } from '@/lib/api-client'
import { contactsKey } from './get-contacts'

export const deleteContact = (id: number) =>
  api<unknown>(`${contactsKey}/${id}`, { method: 'DELETE' })

export function useDeleteContact() {
  const { mutate } = useSWRConfig()
  return async (id: number) => {
    await deleteContact(id)
    await mutate(contactsKey)
  }
}
