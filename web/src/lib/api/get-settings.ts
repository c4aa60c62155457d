import type { ApiSettings } from '@sog/contract'
import useSWR from 'swr'

import { api } from '../api-client'

/**
 * Company details for the footer, product and contact pages. Saving settings revalidates this
 * key, which is the spec's "settings-updated" notification: every screen showing them refreshes.
 */
export const settingsKey = '/settings'

export function useCompanySettings() {
  return useSWR(settingsKey, () => api<ApiSettings>(settingsKey), {
    // docs/product.md, "Errors": a settings load failure is only logged.
    onError: (error: unknown) => console.error('Failed to load company settings', error),
  })
}
