import { MAX_SEARCH_LENGTH, type ApiSearchSuggestions, type Language } from '@sog/contract'
import useSWR from 'swr'

import { api } from '../api-client'
import { inLanguage, useLanguage } from '../use-language'

/** Fewer characters than this ask for no suggestions (one letter matches half the catalogue). */
export const SUGGEST_MIN_LENGTH = 2

/** The suggestions' address for a text (null for none: nothing is asked for a blank box). */
export function searchSuggestionsKey(text: string, language: Language): string | null {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH).trim()
  if (!q) return null
  return inLanguage(`/search-suggestions?q=${encodeURIComponent(q)}`, language)
}

/**
 * What the search box offers for `text` (docs/api.md, "Search suggestions"), in the visitor's
 * language; the last answer stays while the next one loads, so the list does not blink.
 */
export function useSearchSuggestions(text: string) {
  const language = useLanguage()
  return useSWR(
    searchSuggestionsKey(text, language),
    (key: string) => api<ApiSearchSuggestions>(key),
    { keepPreviousData: true },
  )
}
