import type { Language } from '@sog/contract'

import { languageQuery } from '@/lib/i18n/use-language'
import { dataPart } from '@/lib/page/screen-data'
import { useScreenData } from '@/lib/page/use-screen-data'
import { pathOf } from './route'
import { getSettings } from './routes'

/**
 * Company details for the footer, product and contact pages, in one language: the description,
 * licences and opening hours are translated (docs/decisions/0169-translatable-settings.md).
 */
export const settingsKey = (language: Language) =>
  pathOf(getSettings, { query: languageQuery(language) })

/**
 * Whether an SWR key is one language's settings. Saving settings revalidates them all, which is
 * the spec's "settings-updated" notification: every screen showing them refreshes.
 */
export const isSettingsKey = (key: unknown): boolean =>
  typeof key === 'string' && key.startsWith(pathOf(getSettings))

/** Every page's, in the visitor's language: the shell names them (app/router.tsx). */
export const settingsData = dataPart('settings', ({ visitor }) => settingsKey(visitor.language))

export function useCompanySettings() {
  // A failure shows in the shell with "Try again" (app/layout/site-data-alert.tsx).
  return useScreenData(settingsData)
}
