import { describe, expect, it } from 'vitest'

import { isCountryCode, languageFromAcceptLanguage } from './preferences'

describe('languageFromAcceptLanguage', () => {
  it('takes the most preferred of the five languages', () => {
    expect(languageFromAcceptLanguage('pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('pl')
    expect(languageFromAcceptLanguage('es-ES, de-AT;q=0.5, fr;q=0.8')).toBe('fr')
    expect(languageFromAcceptLanguage('it;q=0.2,de;q=0.2')).toBe('it')
  })

  it('knows none of the others, nor refused or odd entries', () => {
    expect(languageFromAcceptLanguage('es,ja;q=0.9')).toBeUndefined()
    expect(languageFromAcceptLanguage('pl;q=0')).toBeUndefined()
    expect(languageFromAcceptLanguage('*')).toBeUndefined()
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined()
    expect(languageFromAcceptLanguage(';;,,q=')).toBeUndefined()
  })
})

describe('isCountryCode', () => {
  it('accepts two capital letters only', () => {
    expect(isCountryCode('DE')).toBe(true)
    for (const value of ['de', 'DEU', '', 'D1', 7]) expect(isCountryCode(value)).toBe(false)
  })
})
