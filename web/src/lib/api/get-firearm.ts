import type { ApiFirearm, Language } from '@sog/contract'
import useSWR from 'swr'

import { languageQuery } from '@/lib/i18n/use-language'
import { dataPart, useDataKey } from '@/lib/page/screen-data'
import { readScreenData } from '@/lib/page/use-screen-data'
import { pathOf } from './route'
import { getFirearm } from './routes'

/** In `language`: its description is that language's, English where it has none. */
export const firearmKey = (id: string, language: Language = 'en') =>
  pathOf(getFirearm, { params: { id }, query: languageQuery(language) })

/** A matcher of the firearm's keys in the other languages, to reload them after a change. */
export const isTranslatedFirearmKey = (id: string) => (key: unknown) =>
  typeof key === 'string' && key.startsWith(`${firearmKey(id)}?lang=`)

/** The firearm of a product page's address, in the visitor's language. */
export const firearmData = dataPart('firearm', ({ params, visitor }) =>
  params.id ? firearmKey(params.id, visitor.language) : null,
)

/** The firearm; null when the page's server found none (docs/decisions/0059-rendered-pages.md). */
export function useFirearm() {
  return useSWR<ApiFirearm | null>(useDataKey(firearmData), readScreenData)
}
