import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { isContactsKey } from './get-contacts'

/** Deletes one message, then reloads the inbox. */
export function useDeleteContact(id: number) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(`/admin/contacts/${id}`, async (path: string) => {
    await api<unknown>(path, { method: 'DELETE' })
    await mutate(isContactsKey)
  })
}
