import type { ApiAdminDealer } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

/** Every dealer, active or not, for the management list. */
export const adminDealersKey = '/admin/dealers'

export function useAdminDealers() {
  return useSWR(adminDealersKey, () => api<ApiAdminDealer[]>(adminDealersKey))
}
