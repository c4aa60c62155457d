import type { ApiSettings } from '@sog/contract'
import useSWR from 'swr'

import { api } from '../api-client'

/**
 * Company details for the footer, product and contact pages. Saving settings revalidates this
 * key, which is the spec's "settings-updated" notification: every screen showing them refreshes.
 */
export const settingsKey = '/settings'

export function useCompanySettings() {
  // A failure shows in the shell with "Try again" (app/layout/site-data-alert.tsx).
  return useSWR(settingsKey, () => api<ApiSettings>(settingsKey))
}
