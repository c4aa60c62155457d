import { LANGUAGES } from '@sog/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import de from './locales/de.json'
import en from './locales/en.json'
import fr from './locales/fr.json'
import it_ from './locales/it.json'
import pl from './locales/pl.json'
import { panelLanguage, panelText, say, type PanelKey } from './texts'

type Tree = { [key: string]: string | Tree }

const FILES: Record<string, Tree> = { en, pl, it: it_, de, fr }

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  )
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

const english = leaves(en)
const keys = english.map(([key]) => key as PanelKey)

describe('the panel’s texts', () => {
  it.each(LANGUAGES)('%s has every English key, each a text with its placeholders', (language) => {
    const texts = new Map(leaves(FILES[language]!))
    expect([...texts.keys()]).toEqual(english.map(([key]) => key))
    for (const [key, value] of english) {
      expect(texts.get(key)?.trim(), key).not.toBe('')
      expect(placeholders(texts.get(key)!), key).toEqual(placeholders(value))
    }
  })

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s is translated, not copied',
    (language) => {
      const texts = new Map(leaves(FILES[language]!))
      const same = english.filter(
        ([key, value]) => /[a-z]{4}/i.test(value) && texts.get(key) === value,
      )
      // Brand names and register abbreviations may match; a copied file would not pass.
      expect(same.length / english.length).toBeLessThan(0.1)
    },
  )

  it('fills placeholders in every language and leaves unknown ones as they are', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.string({ maxLength: 20 }),
        fc.integer(),
        (language, label, maximum) => {
          const text = say(language, 'issues.tooLong', { label, maximum })
          expect(text).toContain(label)
          expect(text).toContain(String(maximum))
          expect(text).not.toMatch(/\{\{(label|maximum)\}\}/)
        },
      ),
    )
    expect(say('en', 'settings.rateIn')).toBe('1 EUR in {{currency}}')
  })

  it('gives a label in all five languages, each from its own file', () => {
    fc.assert(
      fc.property(fc.constantFrom(...keys), (key) => {
        const text = panelText(key)
        expect(Object.keys(text).sort()).toEqual([...LANGUAGES].sort())
        for (const language of LANGUAGES)
          expect(text[language]).toBe(new Map(leaves(FILES[language]!)).get(key))
      }),
    )
  })

  it('reads the language of a request, English for the Local API’s and unknown ones', () => {
    expect(panelLanguage({ i18n: { language: 'pl' } })).toBe('pl')
    expect(panelLanguage({ i18n: { language: 'es' } })).toBe('en')
    expect(panelLanguage({})).toBe('en')
    expect(panelLanguage(undefined)).toBe('en')
  })
})
