import type { ApiOptionLabels, FilterOptionType, Language } from '@sog/contract'
import useSWR from 'swr'

import { api } from '../api-client'
import { inLanguage, useLanguage } from '../use-language'

/** The options' names in one language; none to ask for in English (the names are English). */
export const optionLabelsKey = (language: Language): string | null =>
  language === 'en' ? null : inLanguage('/option-labels', language)

/** Whether an SWR key is one language's names (to reload them all after an admin's change). */
export const isOptionLabelsKey = (key: unknown): boolean =>
  typeof key === 'string' && key.startsWith('/option-labels')

/**
 * The visitor's language's name of a category, caliber, barrel length or system type; the
 * stored English value where it has none, or while the names load (docs/product.md, "Languages").
 */
export function useOptionLabel(): (type: FilterOptionType, value: string) => string {
  const language = useLanguage()
  const { data } = useSWR(optionLabelsKey(language), (key: string) => api<ApiOptionLabels>(key))
  return (type, value) => data?.[type][value] ?? value
}
