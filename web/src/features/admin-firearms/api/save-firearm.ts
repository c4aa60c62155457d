import type { ApiAdminFirearm, FirearmInputData } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { firearmKey, isTranslatedFirearmKey } from '@/lib/api/get-firearm'
import { isFirearmListKey } from '@/lib/api/get-firearms'
import { isAdminFirearmsKey } from './get-admin-firearms'
import { adminFirearmKey } from './get-admin-firearm'

/**
 * POST /admin/firearms (create) or PUT /admin/firearms/{id} (the whole firearm), then every
 * screen showing the list or this firearm is refreshed.
 */
export function useSaveFirearm(mode: 'create' | 'edit', id: string) {
  const { mutate } = useSWRConfig()
  const path = mode === 'edit' ? `/admin/firearms/${encodeURIComponent(id)}` : '/admin/firearms'
  return useSWRMutation(path, async (url: string, { arg }: { arg: FirearmInputData }) => {
    const saved = await api<ApiAdminFirearm>(url, {
      method: mode === 'edit' ? 'PUT' : 'POST',
      body: arg,
    })
    await Promise.all([mutate(isFirearmListKey), mutate(isAdminFirearmsKey)])
    void mutate(firearmKey(id))
    void mutate(adminFirearmKey(id))
    void mutate(isTranslatedFirearmKey(id))
    return saved
  })
}
