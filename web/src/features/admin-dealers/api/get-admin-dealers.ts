import type { ApiAdminDealer } from '@cms/api/types'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

/** Every dealer, active or not, for the management list. */
export const adminDealersKey = '/admin/dealers'

export function useAdminDealers() {
  return useSWR(adminDealersKey, () => api<ApiAdminDealer[]>(adminDealersKey))
}
