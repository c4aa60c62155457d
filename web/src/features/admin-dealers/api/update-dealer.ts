import type { DealerUpdateBody } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { updateDealer } from '@/lib/api/routes'
import { adminDealerKey } from './get-admin-dealer'
import { isAdminDealersKey } from './get-admin-dealers'

/** Saves the dealer (the edit form, and re-activation from the list), then refreshes both. */
export function useUpdateDealer(id: number | string | undefined) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    id === undefined ? null : adminDealerKey(id),
    async (_path: string, { arg }: { arg: DealerUpdateBody }) => {
      // `id` is defined whenever the key is.
      const updated = await callApi(updateDealer, { params: { id: id! }, body: arg })
      await mutate(isAdminDealersKey)
      return updated
    },
    { populateCache: true, revalidate: false },
  )
}
