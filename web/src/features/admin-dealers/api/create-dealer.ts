import type { ApiAdminDealer, DealerCreateBody } from '@sog/contract'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { adminDealersKey } from './get-admin-dealers'

/** POST /admin/dealers; the list (this mutation's key) is fetched again afterwards. */
export function useCreateDealer() {
  return useSWRMutation(adminDealersKey, (path: string, { arg }: { arg: DealerCreateBody }) =>
    api<ApiAdminDealer>(path, { method: 'POST', body: arg }),
  )
}
