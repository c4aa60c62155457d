import type { ApiSettings } from '@cms/api/types'
import useSWR from 'swr'

import { api } from '../api-client'

/**
 * Company details for the footer, product and contact pages. Saving settings revalidates this
 * key, which is the spec's "settings-updated" notification: every screen showing them refreshes.
 */
export const settingsKey = '/settings'

export function useCompanySettings() {
  return useSWR(settingsKey, () => api<ApiSettings>(settingsKey), {
    // SPEC.md section 8: a settings load failure is only logged.
    onError: (error: unknown) => console.error('Failed to load company settings', error),
  })
}
