import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  countryFromAcceptLanguage,
  countryFromTags,
  isCountryCode,
  isNetworkCountry,
  languageFromAcceptLanguage,
  pathBack,
} from './preferences'

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

describe('countryFromAcceptLanguage', () => {
  it('takes the first preferred region of the network, else a language’s home country', () => {
    expect(countryFromAcceptLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('AT')
    expect(countryFromAcceptLanguage('fr-FR,fr;q=0.9')).toBe('FR')
    expect(countryFromAcceptLanguage('de-CH;q=0.5, it-IT')).toBe('IT')
    expect(countryFromAcceptLanguage('en-IE,en;q=0.9')).toBe('IE')
    expect(countryFromAcceptLanguage('de')).toBe('DE')
    // A region outside the network is passed over for the next tag.
    expect(countryFromAcceptLanguage('en-US,pl;q=0.8')).toBe('PL')
    expect(countryFromAcceptLanguage('zh-Hant-TW,de;q=0.5')).toBe('DE')
  })

  it('names none where the browser names no country of the network', () => {
    expect(countryFromAcceptLanguage('en-US,en;q=0.9')).toBeUndefined()
    expect(countryFromAcceptLanguage('es,ja;q=0.9')).toBeUndefined()
    expect(countryFromAcceptLanguage('de-AT;q=0')).toBeUndefined()
    expect(countryFromAcceptLanguage(undefined)).toBeUndefined()
    expect(countryFromTags([])).toBeUndefined()
  })
})

describe('isNetworkCountry', () => {
  it('accepts the countries the site offers, not any two capitals', () => {
    expect(isNetworkCountry('DE')).toBe(true)
    expect(isNetworkCountry('PL')).toBe(true)
    for (const value of ['XX', 'de', '', 'DEU', null]) expect(isNetworkCountry(value)).toBe(false)
  })
})

describe('pathBack', () => {
  it('keeps a path of this site with its query', () => {
    expect(pathBack('/de/dealers?country=AT&place=Wien')).toBe('/de/dealers?country=AT&place=Wien')
    expect(pathBack('/')).toBe('/')
    expect(pathBack('/product/7#gallery')).toBe('/product/7')
  })

  it('never leaves the site', () => {
    for (const back of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example',
      'javascript:alert(1)',
      'dealers',
      '',
      null,
      undefined,
      `/${'a'.repeat(3000)}`,
    ])
      expect(pathBack(back)).toBe('/')
  })

  it('answers any text with a path of this site', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const back = pathBack(text)
        const url = new URL(back, 'http://site.invalid')
        expect(url.origin).toBe('http://site.invalid')
        expect(back.startsWith('/') && !back.startsWith('//')).toBe(true)
      }),
    )
  })
})
