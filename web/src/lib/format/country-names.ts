import { COUNTRIES, type Language } from '@sog/contract'

import { compareIn } from './collator'

const lists = new Map<Language, { code: string; name: string }[]>()

/**
 * Every country of the network, named in `language` and in that language's order: the forms'
 * country fields. Made once per language.
 */
export function countriesByName(language: Language): { code: string; name: string }[] {
  let list = lists.get(language)
  if (!list) {
    const compare = compareIn(language)
    list = COUNTRIES.map((c) => ({ code: c.code, name: c.name[language] })).sort((a, b) =>
      compare(a.name, b.name),
    )
    lists.set(language, list)
  }
  return list
}
