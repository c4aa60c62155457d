import type { ApiAdminDealer } from '@sog/contract'
import { useSWRConfig } from 'swr'

import { api } from '@/lib/api-client'
import type { UpdateDealerBody } from '../utils/dealer-values'
import { adminDealerKey } from './get-admin-dealer'
import { adminDealersKey } from './get-admin-dealers'

export const updateDealer = (id: number | string, body: UpdateDealerBody) =>
  api<ApiAdminDealer>(adminDealerKey(id), { method: 'PUT', body })

/** Saves the dealer (the edit form, and re-activation from the list), then refreshes both. */
export function useUpdateDealer() {
  const { mutate } = useSWRConfig()
  return async (id: number | string, body: UpdateDealerBody) => {
    const updated = await updateDealer(id, body)
    await mutate(adminDealersKey)
    void mutate(adminDealerKey(id), updated, { revalidate: false })
    return updated
  }
}
