import type { FirearmInputData } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { firearmKey, isTranslatedFirearmKey } from '@/lib/api/get-firearm'
import { isFirearmListKey } from '@/lib/api/get-firearms'
import { pathOf } from '@/lib/api/route'
import { createFirearm, updateFirearm } from '@/lib/api/routes'
import { isAdminFirearmsKey } from './get-admin-firearms'
import { adminFirearmKey } from './get-admin-firearm'

/**
 * POST /admin/firearms (create) or PUT /admin/firearms/{id} (the whole firearm), then every
 * screen showing the list or this firearm is refreshed.
 */
export function useSaveFirearm(mode: 'create' | 'edit', id: string) {
  const { mutate } = useSWRConfig()
  const path = mode === 'edit' ? pathOf(updateFirearm, { params: { id } }) : pathOf(createFirearm)
  return useSWRMutation(path, async (_path: string, { arg }: { arg: FirearmInputData }) => {
    const saved =
      mode === 'edit'
        ? await callApi(updateFirearm, { params: { id }, body: arg })
        : await callApi(createFirearm, { body: arg })
    await Promise.all([mutate(isFirearmListKey), mutate(isAdminFirearmsKey)])
    void mutate(firearmKey(id))
    void mutate(adminFirearmKey(id))
    void mutate(isTranslatedFirearmKey(id))
    return saved
  })
}
