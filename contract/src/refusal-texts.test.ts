import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { LANGUAGES } from './rules/countries'
import { refusal, REFUSALS, type RefusalCode } from './rules/refusals'
import { REFUSAL_TEXTS, sayRefusal } from './refusal-texts'

const PLURAL = /_(zero|one|two|few|many|other)$/
const codeOf = (key: string) => key.replace(PLURAL, '')
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
const CODES = Object.keys(REFUSALS) as RefusalCode[]

describe('the refusals’ texts', () => {
  it.each(LANGUAGES)(
    '%s has a text for every code and nothing else, with its placeholders',
    (language) => {
      const texts = REFUSAL_TEXTS[language]
      expect([...new Set(Object.keys(texts).map(codeOf))].sort()).toEqual([...CODES].sort())
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('')
        const english = REFUSAL_TEXTS.en[key] ?? REFUSAL_TEXTS.en[`${codeOf(key)}_other`]!
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english))
      }
    },
  )

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s is translated, not copied',
    (language) => {
      const same = Object.entries(REFUSAL_TEXTS[language]).filter(
        // A text that is only its placeholders ("{{column}}: {{issue}}") is the same everywhere.
        ([key, text]) =>
          REFUSAL_TEXTS.en[key] === text && /\p{L}{3}/u.test(text.replace(/\{\{\w+\}\}/g, '')),
      )
      expect(same).toEqual([])
    },
  )

  it('says a count in each language’s plural form', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.nat({ max: 10_000 }), (language, count) => {
        const said = sayRefusal('optionInUse', { name: 'Rifle', count }, language)
        const form = new Intl.PluralRules(language).select(count)
        const texts = REFUSAL_TEXTS[language]
        const text = texts[`optionInUse_${form}`] ?? texts.optionInUse_other!
        expect(said).toBe(text.replace('{{name}}', 'Rifle').replace('{{count}}', String(count)))
      }),
    )
    expect(sayRefusal('optionInUse', { name: 'Rifle', count: 5 }, 'pl')).toContain('5 egzemplarzy')
  })

  it('says nothing for a code it does not know or a parameter the refusal lacks', () => {
    expect(sayRefusal('noSuchCode', {}, 'de')).toBeNull()
    expect(sayRefusal(undefined, {}, 'de')).toBeNull()
    expect(sayRefusal('optionTaken', {}, 'fr')).toBeNull()
    const taken = refusal('optionTaken', { name: 'Rifle', type: 'category' })
    expect(sayRefusal(taken.code, taken.params, 'it')).toContain('Rifle')
  })
})
