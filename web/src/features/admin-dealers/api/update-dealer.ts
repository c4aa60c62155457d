import type { ApiAdminDealer, DealerUpdateBody } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { adminDealerKey } from './get-admin-dealer'
import { isAdminDealersKey } from './get-admin-dealers'

/** Saves the dealer (the edit form, and re-activation from the list), then refreshes both. */
export function useUpdateDealer(id: number | string | undefined) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    id === undefined ? null : adminDealerKey(id),
    async (path: string, { arg }: { arg: DealerUpdateBody }) => {
      const updated = await api<ApiAdminDealer>(path, { method: 'PUT', body: arg })
      await mutate(isAdminDealersKey)
      return updated
    },
    { populateCache: true, revalidate: false },
  )
}
