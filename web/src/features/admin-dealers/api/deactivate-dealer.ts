import type { ApiAdminDealer } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { adminDealerKey } from './get-admin-dealer'
import { isAdminDealersKey } from './get-admin-dealers'

/** DELETE keeps the dealer and its inventory; the server only marks it inactive. */
export function useDeactivateDealer(id: number) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(adminDealerKey(id), async (path: string) => {
    await api<ApiAdminDealer>(path, { method: 'DELETE' })
    await mutate(isAdminDealersKey)
  })
}
