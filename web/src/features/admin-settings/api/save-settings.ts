import type { ApiSettings, SettingsBody } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { settingsKey } from '@/lib/api/get-settings'

/**
 * Saves the settings and hands the saved values to every screen that shows them (footer,
 * product, contact) at once: this is the spec's settings-updated notification. The bound
 * `mutate` of `useSWRConfig` reaches the app's own cache (swr's global one would not).
 */
export function useSaveSettings() {
  const { mutate } = useSWRConfig()
  return useSWRMutation('/admin/settings', async (path: string, { arg }: { arg: SettingsBody }) => {
    const saved = await api<ApiSettings>(path, { method: 'PUT', body: arg })
    await mutate(settingsKey, saved)
    return saved
  })
}
