import type { FilterOptionType, Language } from '@sog/contract'

import { languageQuery } from '@/lib/i18n/use-language'
import { dataPart } from '@/lib/page/screen-data'
import { useScreenData } from '@/lib/page/use-screen-data'
import { pathOf } from './route'
import { listOptionLabels } from './routes'

/** The options' names in one language; none to ask for in English (the names are English). */
export const optionLabelsKey = (language: Language) =>
  language === 'en' ? null : pathOf(listOptionLabels, { query: languageQuery(language) })

/** Whether an SWR key is one language's names (to reload them all after an admin's change). */
export const isOptionLabelsKey = (key: unknown): boolean =>
  typeof key === 'string' && key.startsWith(pathOf(listOptionLabels))

/**
 * The visitor's language's name of a category, caliber, barrel length or system type; the
 * stored English value where it has none, or while the names load (docs/product.md, "Languages").
 */
export const optionLabelsData = dataPart('optionLabels', ({ visitor }) =>
  optionLabelsKey(visitor.language),
)

export function useOptionLabel(): (type: FilterOptionType, value: string) => string {
  const labelOf = useOptionLabelOf()
  return (type, value) => labelOf(type, value) ?? value
}

/** The visitor's language's own name of an option; undefined where it has none (or in English). */
export function useOptionLabelOf(): (type: FilterOptionType, value: string) => string | undefined {
  const { data } = useScreenData(optionLabelsData)
  return (type, value) => data?.[type][value]
}
