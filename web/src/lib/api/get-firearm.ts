import type { ApiFirearm, Language } from '@sog/contract'
import useSWR from 'swr'

import { readApi } from './api-client'
import { languageQuery, useLanguage } from '@/lib/i18n/use-language'
import { pathOf } from './route'
import { getFirearm } from './routes'

/** In `language`: its description is that language's, English where it has none. */
export const firearmKey = (id: string, language: Language = 'en') =>
  pathOf(getFirearm, { params: { id }, query: languageQuery(language) })

/** A matcher of the firearm's keys in the other languages, to reload them after a change. */
export const isTranslatedFirearmKey = (id: string) => (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${firearmKey(id)}?lang=`)

/** The firearm; null when the page's server found none (docs/decisions/0059-rendered-pages.md). */
export function useFirearm(id: string | undefined) {
  const language = useLanguage()
  return useSWR<ApiFirearm | null>(id ? firearmKey(id, language) : null, readApi)
}
