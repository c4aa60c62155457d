import { LANGUAGES, languageFromAcceptLanguage } from '@sog/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { panelAcceptLanguage, panelLanguageOf } from './panel-language'

const tag = fc.constantFrom(...LANGUAGES, 'es', 'pt-BR', 'de-AT', 'fr-CH', 'pl-PL', 'ja', '*')
const acceptLanguage = fc
  .array(fc.tuple(tag, fc.integer({ min: 1, max: 9 })), { maxLength: 5 })
  .map((entries) => entries.map(([t, q], i) => (i === 0 ? t : `${t};q=0.${q}`)).join(', '))

describe('the language the panel is asked in', () => {
  it('is the site’s: the best of the five the browser accepts, else English', () => {
    fc.assert(
      fc.property(
        acceptLanguage,
        fc.constantFrom('/cms', '/cms/login', '/cms/api/admins/me'),
        (header, path) => {
          expect(panelAcceptLanguage(path, { 'accept-language': header })).toBe(
            languageFromAcceptLanguage(header) ?? 'en',
          )
        },
      ),
    )
    // Payload alone would take Spanish, not know it, and answer in English.
    expect(panelAcceptLanguage('/cms', { 'accept-language': 'es-ES, pl;q=0.9' })).toBe('pl')
  })

  it('is the site’s saved choice before the browser’s', () => {
    expect(
      panelAcceptLanguage('/cms/login', { 'accept-language': 'de', cookie: 'sog-language=it' }),
    ).toBe('it')
  })

  it('is left to Payload once the editor chose in the panel, and outside the panel', () => {
    const headers = { 'accept-language': 'de', cookie: 'payload-lng=fr; sog-language=it' }
    expect(panelAcceptLanguage('/cms', headers)).toBeNull()
    for (const path of ['/api/firearms', '/cmsx', '/de', '/media/a.jpg'])
      expect(panelAcceptLanguage(path, { 'accept-language': 'de' })).toBeNull()
  })
})

describe('the language the panel speaks to a request', () => {
  it('is the editor’s choice in the panel, else the one the panel is asked in', () => {
    fc.assert(
      fc.property(
        acceptLanguage,
        fc.option(fc.constantFrom(...LANGUAGES), { nil: undefined }),
        fc.option(fc.constantFrom(...LANGUAGES, 'es'), { nil: undefined }),
        (header, site, chosen) => {
          const cookies = [site && `sog-language=${site}`, chosen && `payload-lng=${chosen}`]
          const headers = { 'accept-language': header, cookie: cookies.filter(Boolean).join('; ') }
          const expected =
            chosen && chosen !== 'es'
              ? chosen
              : panelAcceptLanguage('/cms', {
                  ...headers,
                  cookie: site ? `sog-language=${site}` : '',
                })
          expect(panelLanguageOf(headers)).toBe(expected)
        },
      ),
    )
  })
})
