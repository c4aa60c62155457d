import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { getAdminFirearm } from '@/lib/api/routes'

/** The firearm to edit, with its description's translations (GET /admin/firearms/{id}). */
export const adminFirearmKey = (id: string) => pathOf(getAdminFirearm, { params: { id } })

export function useAdminFirearm(id: string | undefined) {
  return useSWR(id ? adminFirearmKey(id) : null, (path) => readApi(path))
}
