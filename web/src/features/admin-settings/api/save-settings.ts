import type { ApiLocation, ApiSettings } from '@sog/contract'
import { useSWRConfig } from 'swr'

import { api } from '@/lib/api-client'
import { settingsKey } from '@/lib/api/get-settings'

/** The body of PUT /api/admin/settings (cms/src/api/routes/settings.ts). */
export type SettingsInput = Omit<ApiSettings, 'multipleLocations'> & {
  multipleLocations: Omit<ApiLocation, 'id'>[]
  adminPassword?: string
  newAdminPassword?: string
  confirmAdminPassword?: string
}

/**
 * Saves the settings and hands the saved values to every screen that shows them (footer,
 * product, contact) at once: this is the spec's settings-updated notification. The bound
 * `mutate` of `useSWRConfig` reaches the app's own cache (swr's global one would not).
 */
export function useSaveSettings() {
  const { mutate } = useSWRConfig()
  return async (input: SettingsInput) => {
    const saved = await api<ApiSettings>('/admin/settings', { method: 'PUT', body: input })
    await mutate(settingsKey, saved)
    return saved
  }
}
