import type { ApiFirearm, FirearmInputData } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { firearmKey } from '@/lib/api/get-firearm'
import { isFirearmListKey } from '@/lib/api/get-firearms'
import { isAdminFirearmsKey } from './get-admin-firearms'

/**
 * POST /admin/firearms (create) or PUT /admin/firearms/{id} (the whole firearm), then every
 * screen showing the list or this firearm is refreshed.
 */
export function useSaveFirearm(mode: 'create' | 'edit', id: string) {
  const { mutate } = useSWRConfig()
  const path = mode === 'edit' ? `/admin/firearms/${encodeURIComponent(id)}` : '/admin/firearms'
  return useSWRMutation(path, async (url: string, { arg }: { arg: FirearmInputData }) => {
    const saved = await api<ApiFirearm>(url, {
      method: mode === 'edit' ? 'PUT' : 'POST',
      body: arg,
    })
    await Promise.all([mutate(isFirearmListKey), mutate(isAdminFirearmsKey)])
    void mutate(firearmKey(id))
    return saved
  })
}
