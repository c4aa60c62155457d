import type { ApiAdminDealer } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { adminDealerKey } from './get-admin-dealer'
import { isAdminDealersKey } from './get-admin-dealers'

/**
 * The admin's tools for a dealer's portal account (docs/api.md, "Sessions"). Each answers the
 * dealer as it is now, which replaces the cached one; the list is fetched again.
 */
function useAccountAction<A>(id: number, action: string, method: 'PUT' | 'POST') {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    `${adminDealerKey(id)}/${action}`,
    async (path: string, { arg }: { arg: A }) => {
      const dealer = await api<ApiAdminDealer>(path, { method, body: arg ?? undefined })
      await mutate(adminDealerKey(id), dealer, { revalidate: false })
      await mutate(isAdminDealersKey)
      return dealer
    },
  )
}

export const useSetDealerPassword = (id: number) =>
  useAccountAction<{ password: string }>(id, 'password', 'PUT')

export const useUnlockDealer = (id: number) => useAccountAction<null>(id, 'unlock', 'POST')
