import {
  currentYear,
  established,
  LANGUAGES,
  money,
  optionalRate,
  requiredText,
} from '@sog/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { panelText, say } from '@/i18n/texts'
import { fieldRule } from './field-rules'

const name = panelText('firearms.name')
const price = panelText('inventory.price')
const inPanel = (language: string) => ({ req: { i18n: { language } } })

describe('a field rule', () => {
  it('says the contract’s English sentence without a panel language, or in English', () => {
    const rule = fieldRule(requiredText(5), name)
    expect(rule('abcdef')).toBe('Name must be at most 5 characters')
    expect(rule('abcdef', inPanel('en'))).toBe('Name must be at most 5 characters')
    expect(rule('   ')).toBe('Name is required')
    expect(rule('abc', inPanel('pl'))).toBe(true)
  })

  it('says every refusal in the panel’s language, naming the field in it', () => {
    const languages = LANGUAGES.filter((language) => language !== 'en')
    fc.assert(
      fc.property(
        fc.constantFrom(...languages),
        fc.string({ minLength: 6, maxLength: 30 }).filter((text) => text.trim().length > 5),
        (language, text) => {
          const said = fieldRule(requiredText(5), name)(text, inPanel(language))
          expect(said).toBe(say(language, 'issues.tooLong', { label: name[language], maximum: 5 }))
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.constantFrom(...languages),
        fc.double({ max: -0.01, noNaN: true, min: -1e9 }),
        (language, value) => {
          const said = fieldRule(money, price)(value, inPanel(language))
          expect(said).toBe(
            say(language, 'issues.tooSmall', { label: price[language], minimum: 0 }),
          )
          expect(said).not.toMatch(/\{\{|must/)
        },
      ),
    )
    // A schema's own code: two decimals at most.
    expect(fieldRule(money, price)(1.234, inPanel('de'))).toBe(
      say('de', 'issues.step', { label: price.de }),
    )
  })

  it('says a bound that excludes itself, and no number where the rule names none', () => {
    const rate = panelText('settings.rateIn', { currency: 'PLN' })
    expect(fieldRule(optionalRate, rate)(0, inPanel('pl'))).toBe(
      say('pl', 'issues.above', { label: rate.pl, minimum: 0 }),
    )
    // The year a dealer was established may not be after this one: a bound that moves.
    const year = panelText('dealers.established')
    const said = fieldRule(established, year)(currentYear() + 1, inPanel('fr'))
    expect(said).toBe(say('fr', 'issues.invalid', { label: year.fr }))
    expect(said).not.toMatch(/\{\{|undefined/)
  })
})
