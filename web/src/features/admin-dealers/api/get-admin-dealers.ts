import type { ApiAdminDealerPage } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

/** Dealers, active or not, for the management list (docs/api.md, "Paged lists"). */
export const adminDealersKey = '/admin/dealers'

/** The list's every page, for reloading them all after a change. */
export const isAdminDealersKey = (key: unknown) =>
  key === adminDealersKey || (typeof key === 'string' && key.startsWith(`${adminDealersKey}?`))

export function useAdminDealersPage(query: string) {
  return useSWR(`${adminDealersKey}?${query}`, (key: string) => api<ApiAdminDealerPage>(key), {
    keepPreviousData: true,
  })
}
