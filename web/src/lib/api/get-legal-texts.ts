import type { Language } from '@sog/contract'
import useSWR from 'swr'

import { readApi } from './api-client'
import { languageQuery } from '@/lib/i18n/use-language'
import { withPreloaded } from '@/lib/page/preload'
import { dataPart, useDataKey } from '@/lib/page/screen-data'
import { pathOf } from './route'
import { getLegalTexts } from './routes'

/**
 * The privacy policy, terms and price note in one language (docs/decisions/0163-legal-pages.md).
 * Shared: the legal pages read the texts, the catalogue and product pages the price note.
 */
export const legalTextsKey = (language: Language) =>
  pathOf(getLegalTexts, { query: languageQuery(language) })

export const legalTextsData = dataPart('legal', ({ visitor }) => legalTextsKey(visitor.language))

const read = withPreloaded(readApi)

export function useLegalTexts() {
  return useSWR(useDataKey(legalTextsData), (path) => read(path))
}
