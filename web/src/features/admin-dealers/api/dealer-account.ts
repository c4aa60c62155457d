import type { ApiAdminDealer } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { pathOf } from '@/lib/api/route'
import { setDealerPassword, unlockDealer } from '@/lib/api/routes'
import { adminDealerKey } from './get-admin-dealer'
import { isAdminDealersKey } from './get-admin-dealers'

/**
 * The admin's tools for a dealer's portal account (docs/api.md, "Sessions"). Each answers the
 * dealer as it is now, which replaces the cached one; the list is fetched again.
 */
function useAccountAction<A>(key: string, id: number, send: (arg: A) => Promise<ApiAdminDealer>) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(key, async (_path: string, { arg }: { arg: A }) => {
    const dealer = await send(arg)
    await mutate(adminDealerKey(id), dealer, { revalidate: false })
    await mutate(isAdminDealersKey)
    return dealer
  })
}

export const useSetDealerPassword = (id: number) =>
  useAccountAction(
    pathOf(setDealerPassword, { params: { id } }),
    id,
    (body: { password: string }) => callApi(setDealerPassword, { params: { id }, body }),
  )

export const useUnlockDealer = (id: number) =>
  useAccountAction(pathOf(unlockDealer, { params: { id } }), id, (_arg: null) =>
    callApi(unlockDealer, { params: { id } }),
  )
