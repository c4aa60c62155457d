import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { getAdminSettings } from '@/lib/api/routes'

/** The settings as the admin edits them: English, with each translatable field's translations. */
export const adminSettingsKey = pathOf(getAdminSettings)

export function useAdminSettings() {
  return useSWR(adminSettingsKey, (path) => readApi(path))
}
