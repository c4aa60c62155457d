import useSWR from 'swr'

import { readApi } from '../api-client'
import { pathOf } from './route'
import { getSettings } from './routes'

/**
 * Company details for the footer, product and contact pages. Saving settings revalidates this
 * key, which is the spec's "settings-updated" notification: every screen showing them refreshes.
 */
export const settingsKey = pathOf(getSettings)

export function useCompanySettings() {
  // A failure shows in the shell with "Try again" (app/layout/site-data-alert.tsx).
  return useSWR(settingsKey, (path) => readApi(path))
}
