import { describe, expect, it } from 'vitest'

import { LANGUAGES, resources } from './i18n'

type Tree = { [key: string]: string | Tree }

/** Keys without the plural suffixes, which differ by language (Polish has more forms). */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(value, `${prefix}${key}.`),
  )
}

describe('translations', () => {
  const english = new Set(keysOf(resources.en as Tree))

  it.each(LANGUAGES)('%s has every English key and nothing else', (language) => {
    expect(new Set(keysOf(resources[language] as Tree))).toEqual(english)
  })

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not copied', (language) => {
    const same = [...english].filter((key) => {
      const get = (tree: unknown) =>
        key.split('.').reduce<unknown>((node, part) => (node as Tree)?.[part], tree)
      const value = get(resources.en)
      return value !== undefined && get(resources[language]) === value
    })
    // Brand names, register abbreviations and words spelt alike may match; most must not.
    expect(same.length / english.size).toBeLessThan(0.25)
  })
})
