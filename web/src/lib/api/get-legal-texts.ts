import type { Language } from '@sog/contract'
import useSWR from 'swr'

import { readApi } from './api-client'
import { languageQuery, useLanguage } from '@/lib/i18n/use-language'
import { pathOf } from './route'
import { getLegalTexts } from './routes'

/**
 * The privacy policy, terms and price note in one language (docs/decisions/0163-legal-pages.md).
 * Shared: the legal pages read the texts, the catalogue and product pages the price note.
 */
export const legalTextsKey = (language: Language) =>
  pathOf(getLegalTexts, { query: languageQuery(language) })

export function useLegalTexts() {
  const language = useLanguage()
  return useSWR(legalTextsKey(language), (path) => readApi(path))
}
