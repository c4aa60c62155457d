import { addressIn, LANGUAGES } from '@sog/contract'
import fc from 'fast-check'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

import { etagOf } from '@/lib/etag'
import { shellLanguage, shellsOf } from './shell'

const html =
  '<!doctype html>\n<html lang="en">\n  <head></head>\n  <body><div id="root"></div></body>\n</html>\n'
const index = {
  body: Buffer.from(html),
  gzip: null,
  type: 'text/html; charset=utf-8',
  etag: etagOf(Buffer.from(html)),
  immutable: false,
}

describe('shellsOf', () => {
  it('makes the shell in each language, each with its own validator and gzip form', () => {
    const shells = shellsOf(index)
    const etags = new Set<string>()
    for (const language of LANGUAGES) {
      const shell = shells(language)
      const text = shell.body.toString('utf8')
      expect(text).toBe(html.replace('lang="en"', `lang="${language}"`))
      expect(gunzipSync(shell.gzip!).toString('utf8')).toBe(text)
      expect(shell.etag).toBe(etagOf(shell.body))
      expect(shell).toMatchObject({ type: index.type, immutable: false })
      etags.add(shell.etag)
    }
    expect(etags.size).toBe(LANGUAGES.length)
  })
})

describe('shellLanguage', () => {
  it('gives a public page its address’s language, whatever the visitor’s headers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom('/', '/contact', '/product/sog-1', '/no/such/page'),
        fc.string(),
        fc.string(),
        (language, path, cookie, acceptLanguage) => {
          const address = addressIn(language, path)
          expect(shellLanguage(address, { cookie, 'accept-language': acceptLanguage })).toEqual({
            language,
            vary: 'accept-encoding',
          })
        },
      ),
    )
  })

  it('gives the admin and dealer screens the saved choice, else the browser’s, else English', () => {
    const vary = 'accept-encoding, accept-language, cookie'
    const at = (headers: Record<string, string>) => shellLanguage('/dealer/dashboard', headers)
    expect(at({ cookie: 'sog-language=it', 'accept-language': 'de' })).toEqual({
      language: 'it',
      vary,
    })
    expect(at({ 'accept-language': 'fr-CH,fr;q=0.9' })).toEqual({ language: 'fr', vary })
    expect(at({ cookie: 'sog-language=xx', 'accept-language': 'pl' })).toEqual({
      language: 'pl',
      vary,
    })
    expect(at({ 'accept-language': 'es' })).toEqual({ language: 'en', vary })
    expect(shellLanguage('/admin/login', {})).toEqual({ language: 'en', vary })
  })

  it('always names one of the five languages', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (path, cookie, acceptLanguage) => {
        const { language } = shellLanguage(`/${path}`, {
          cookie,
          'accept-language': acceptLanguage,
        })
        expect(LANGUAGES).toContain(language)
      }),
    )
  })
})
