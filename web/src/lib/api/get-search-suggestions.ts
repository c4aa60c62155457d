import { MAX_SEARCH_LENGTH, type Language } from '@sog/contract'
import useSWR from 'swr'

import { readApi } from './api-client'
import { languageQuery, useLanguage } from '@/lib/i18n/use-language'
import { pathOf } from './route'
import { listSearchSuggestions } from './routes'

/** Fewer characters than this ask for no suggestions (one letter matches half the catalogue). */
export const SUGGEST_MIN_LENGTH = 2

/** The suggestions' address for a text (null for none: nothing is asked for a blank box). */
export function searchSuggestionsKey(text: string, language: Language) {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH).trim()
  if (!q) return null
  return pathOf(listSearchSuggestions, { query: { q, ...languageQuery(language) } })
}

/**
 * What the search box offers for `text` (docs/api.md, "Search suggestions"), in the visitor's
 * language; the last answer stays while the next one loads, so the list does not blink.
 */
export function useSearchSuggestions(text: string) {
  const language = useLanguage()
  return useSWR(searchSuggestionsKey(text, language), (path) => readApi(path), {
    keepPreviousData: true,
  })
}
