import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { pathOf } from '@/lib/api/route'
import { markContact } from '@/lib/api/routes'
import { isContactsKey } from './get-contacts'

/** Marks one message read, then reloads the inbox. */
export function useMarkContactRead(id: number) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(pathOf(markContact, { params: { id } }), async () => {
    await callApi(markContact, { params: { id }, body: { status: 'read' } })
    await mutate(isContactsKey)
  })
}
