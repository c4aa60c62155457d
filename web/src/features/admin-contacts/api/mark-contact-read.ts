import type { ApiContact } from '@sog/contract'
import { useSWRConfig } from 'swr'

import { api } from '@/lib/api-client'
import { contactsKey } from './get-contacts'

export const markContactRead = (id: number) =>
  api<ApiContact>(`${contactsKey}/${id}`, { method: 'PATCH', body: { status: 'read' } })

export function useMarkContactRead() {
  const { mutate } = useSWRConfig()
  return async (id: number) => {
    await markContactRead(id)
    await mutate(contactsKey)
  }
}
