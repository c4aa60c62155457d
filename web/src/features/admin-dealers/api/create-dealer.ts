import type { ApiAdminDealer, DealerCreateBody } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { adminDealersKey, isAdminDealersKey } from './get-admin-dealers'

/** POST /admin/dealers; the list's pages are fetched again afterwards. */
export function useCreateDealer() {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    adminDealersKey,
    async (path: string, { arg }: { arg: DealerCreateBody }) => {
      const created = await api<ApiAdminDealer>(path, { method: 'POST', body: arg })
      await mutate(isAdminDealersKey)
      return created
    },
  )
}
