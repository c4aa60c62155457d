import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { pathOf } from '@/lib/api/route'
import { deleteContact } from '@/lib/api/routes'
import { isContactsKey } from './get-contacts'

/** Deletes one message, then reloads the inbox. */
export function useDeleteContact(id: number) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(pathOf(deleteContact, { params: { id } }), async () => {
    await callApi(deleteContact, { params: { id } })
    await mutate(isContactsKey)
  })
}
