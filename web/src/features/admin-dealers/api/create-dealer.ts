import type { ApiAdminDealer } from '@sog/contract'
import { useSWRConfig } from 'swr'

import { api } from '@/lib/api-client'
import type { CreateDealerBody } from '../utils/dealer-values'
import { adminDealersKey } from './get-admin-dealers'

export const createDealer = (body: CreateDealerBody) =>
  api<ApiAdminDealer>(adminDealersKey, { method: 'POST', body })

export function useCreateDealer() {
  const { mutate } = useSWRConfig()
  return async (body: CreateDealerBody) => {
    const created = await createDealer(body)
    void mutate(adminDealersKey)
    return created
  }
}
