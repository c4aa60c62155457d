import type { ApiContact } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { isContactsKey } from './get-contacts'

/** Marks one message read, then reloads the inbox. */
export function useMarkContactRead(id: number) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(`/admin/contacts/${id}`, async (path: string) => {
    await api<ApiContact>(path, { method: 'PATCH', body: { status: 'read' } })
    await mutate(isContactsKey)
  })
}
