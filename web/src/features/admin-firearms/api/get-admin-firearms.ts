import type { ApiFirearmPage } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

/** Firearms for the management list, one server page at a time (docs/api.md, "Catalogue queries"). */
export const adminFirearmsKey = '/admin/firearms'

/** The list's every page, for reloading them all after a change. */
export const isAdminFirearmsKey = (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${adminFirearmsKey}?`)

export function useAdminFirearmsPage(query: string) {
  return useSWR(`${adminFirearmsKey}?${query}`, (key: string) => api<ApiFirearmPage>(key), {
    keepPreviousData: true,
  })
}
