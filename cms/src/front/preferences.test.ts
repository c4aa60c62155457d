import { describe, expect, it } from 'vitest'

import { preferencesOf } from './preferences'

describe('preferencesOf', () => {
  it('reads the cookies first', () => {
    expect(
      preferencesOf({
        cookie: 'a=1; sog-language=de; sog-country=AT',
        'accept-language': 'fr',
      }),
    ).toEqual({ language: 'de', country: 'AT' })
  })

  it('falls back to Accept-Language for both, else English and Poland', () => {
    expect(preferencesOf({ 'accept-language': 'it-IT,it;q=0.9' })).toEqual({
      language: 'it',
      country: 'IT',
    })
    expect(preferencesOf({ 'accept-language': 'de-AT,de;q=0.9' })).toEqual({
      language: 'de',
      country: 'AT',
    })
    expect(preferencesOf({ 'accept-language': 'fr-FR' })).toEqual({ language: 'fr', country: 'FR' })
    expect(preferencesOf({ 'accept-language': 'es' })).toEqual({ language: 'en', country: 'PL' })
    expect(preferencesOf({ 'accept-language': 'en-US' })).toEqual({ language: 'en', country: 'PL' })
  })

  it('ignores cookie values that are not a language or a country code', () => {
    expect(
      preferencesOf({ cookie: 'sog-language=xx; sog-country=%3Cb%3E', 'accept-language': 'de' }),
    ).toEqual({ language: 'de', country: 'DE' })
  })
})
