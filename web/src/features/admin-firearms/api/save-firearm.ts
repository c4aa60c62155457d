import type { ApiFirearm, FirearmInputData } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { firearmKey } from '@/lib/api/get-firearm'
import { firearmsKey } from '@/lib/api/get-firearms'

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
    await mutate(firearmsKey)
    void mutate(firearmKey(id))
    return saved
  })
}
