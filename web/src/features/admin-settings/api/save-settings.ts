import type { SettingsBody } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { isSettingsKey } from '@/lib/api/get-settings'
import { pathOf } from '@/lib/api/route'
import { saveSettings } from '@/lib/api/routes'
import { adminSettingsKey } from './get-admin-settings'

/**
 * Saves the settings, and every screen that shows them (footer, product, contact) reads them
 * again in its language: this is the spec's settings-updated notification. The bound `mutate`
 * of `useSWRConfig` reaches the app's own cache (swr's global one would not).
 */
export function useSaveSettings() {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    pathOf(saveSettings),
    async (_path: string, { arg }: { arg: SettingsBody }) => {
      const saved = await callApi(saveSettings, { body: arg })
      await Promise.all([
        mutate(adminSettingsKey, saved, { revalidate: false }),
        mutate(isSettingsKey),
      ])
      return saved
    },
  )
}
