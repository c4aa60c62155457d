import type { ApiAdminDealer } from '@sog/contract'
import { useSWRConfig } from 'swr'

import { api } from '@/lib/api-client'
import { adminDealerKey } from './get-admin-dealer'
import { adminDealersKey } from './get-admin-dealers'

/** DELETE keeps the dealer and its inventory; the server only marks it inactive. */
export const deactivateDealer = (id: number) =>
  api<ApiAdminDealer>(adminDealerKey(id), { method: 'DELETE' })

export function useDeactivateDealer() {
  const { mutate } = useSWRConfig()
  return async (id: number) => {
    await deactivateDealer(id)
    await mutate(adminDealersKey)
    void mutate(adminDealerKey(id))
  }
}
