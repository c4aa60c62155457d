import type { ApiAdminDealer } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

export const adminDealerKey = (id: string | number) =>
  `/admin/dealers/${encodeURIComponent(String(id))}`

export function useAdminDealer(id: string | undefined) {
  return useSWR(id ? adminDealerKey(id) : null, (key: string) => api<ApiAdminDealer>(key))
}
