import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { deactivateDealer } from '@/lib/api/routes'
import { adminDealerKey } from './get-admin-dealer'
import { isAdminDealersKey } from './get-admin-dealers'

/** DELETE keeps the dealer and its inventory; the server only marks it inactive. */
export function useDeactivateDealer(id: number) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(adminDealerKey(id), async () => {
    await callApi(deactivateDealer, { params: { id } })
    await mutate(isAdminDealersKey)
  })
}
