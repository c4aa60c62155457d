import type { DealerCreateBody } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { createDealer } from '@/lib/api/routes'
import { adminDealersKey, isAdminDealersKey } from './get-admin-dealers'

/** POST /admin/dealers; the list's pages are fetched again afterwards. */
export function useCreateDealer() {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    adminDealersKey,
    async (_path: string, { arg }: { arg: DealerCreateBody }) => {
      const created = await callApi(createDealer, { body: arg })
      await mutate(isAdminDealersKey)
      return created
    },
  )
}
