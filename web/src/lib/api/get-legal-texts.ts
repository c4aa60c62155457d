import type { Language } from '@sog/contract'

import { languageQuery } from '@/lib/i18n/use-language'
import { dataPart } from '@/lib/page/screen-data'
import { useScreenData } from '@/lib/page/use-screen-data'
import { pathOf } from './route'
import { getLegalTexts } from './routes'

/**
 * The privacy policy, terms and price note in one language (docs/decisions/0163-legal-pages.md).
 * Shared: the legal pages read the texts, the catalogue and product pages the price note.
 */
export const legalTextsKey = (language: Language) =>
  pathOf(getLegalTexts, { query: languageQuery(language) })

export const legalTextsData = dataPart('legal', ({ visitor }) => legalTextsKey(visitor.language))

export function useLegalTexts() {
  return useScreenData(legalTextsData)
}
