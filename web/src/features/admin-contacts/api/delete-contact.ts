import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { contactsKey } from './get-contacts'

/** Deletes one message, then reloads the inbox. */
export function useDeleteContact(id: number) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(`${contactsKey}/${id}`, async (path: string) => {
    await api<unknown>(path, { method: 'DELETE' })
    await mutate(contactsKey)
  })
}
