// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { LANGUAGES, languageOfFile } from './index'

type Tree = { [key: string]: string | Tree }

/** Every locale file of the app: the shared one in lib and each feature's own. */
const files = import.meta.glob<Tree>('/src/**/locales/*.json', { eager: true, import: 'default' })

const directories = [
  ...new Set(Object.keys(files).map((path) => path.replace(/[a-z]{2}\.json$/, ''))),
]

/** Keys without the plural suffixes, which differ by language (Polish has more forms). */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(value, `${prefix}${key}.`),
  )
}

const valueAt = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree)

describe.each(directories)('translations in %s', (directory) => {
  const of = (language: string): Tree | undefined => files[`${directory}${language}.json`]
  const english = new Set(keysOf(of('en') ?? {}))

  it('has exactly one file per language', () => {
    const languages = Object.keys(files)
      .filter((path) => path.startsWith(directory) && !path.slice(directory.length).includes('/'))
      .map(languageOfFile)
    expect(languages.sort()).toEqual([...LANGUAGES].sort())
  })

  it.each(LANGUAGES)('%s has every English key and nothing else', (language) => {
    expect(new Set(keysOf(of(language) ?? {}))).toEqual(english)
  })

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not copied', (language) => {
    const en = of('en') ?? {}
    const other = of(language) ?? {}
    const same = [...english].filter((key) => {
      const value = valueAt(en, key)
      return typeof value === 'string' && /[a-z]{3}/i.test(value) && valueAt(other, key) === value
    })
    // Brand names, register abbreviations and words spelt alike may match; most must not.
    expect(same.length / Math.max(english.size, 1)).toBeLessThan(0.25)
  })
})
