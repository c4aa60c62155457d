import type { ApiAdminFirearm } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

/** The firearm to edit, with its description's translations (GET /admin/firearms/{id}). */
export const adminFirearmKey = (id: string) => `/admin/firearms/${encodeURIComponent(id)}`

export function useAdminFirearm(id: string | undefined) {
  return useSWR(id ? adminFirearmKey(id) : null, (key: string) => api<ApiAdminFirearm>(key))
}
