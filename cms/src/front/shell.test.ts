import { addressIn, LANGUAGES } from '@sog/contract'
import fc from 'fast-check'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

import { etagOf } from '@/lib/etag'
import { shellOf, shellsOf } from './shell'

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
  it('asks the renderer once for each language’s two shells, each with its validator and gzip form', async () => {
    const asked: string[] = []
    const shells = await shellsOf(index, (template, language, staff) => {
      asked.push(`${language} ${staff}`)
      return Promise.resolve(`${language} ${staff ? 'staff' : 'public'}: ${template}`)
    })
    expect(asked).toHaveLength(LANGUAGES.length * 2)
    const etags = new Set<string>()
    for (const language of LANGUAGES)
      for (const staff of [false, true]) {
        const shell = shells(language, staff)
        const text = shell.body.toString('utf8')
        expect(text).toBe(`${language} ${staff ? 'staff' : 'public'}: ${html}`)
        expect(gunzipSync(shell.gzip!).toString('utf8')).toBe(text)
        expect(shell.etag).toBe(etagOf(shell.body))
        expect(shell).toMatchObject({ type: index.type, immutable: false })
        etags.add(shell.etag)
      }
    expect(etags.size).toBe(LANGUAGES.length * 2)
  })

  it('is the shell as built without a renderer', async () => {
    const shells = await shellsOf(index, undefined)
    expect(shells('de', true)).toBe(index)
  })
})

describe('shellOf', () => {
  it('gives a public page its address’s language, whatever the visitor’s headers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom('/', '/contact', '/product/sog-1', '/no/such/page'),
        fc.string(),
        fc.string(),
        (language, path, cookie, acceptLanguage) => {
          const address = addressIn(language, path)
          expect(shellOf(address, { cookie, 'accept-language': acceptLanguage })).toEqual({
            language,
            staff: false,
            vary: 'accept-encoding',
          })
        },
      ),
    )
  })

  it('gives the admin and dealer screens the saved choice, else the browser’s, else English', () => {
    const vary = 'accept-encoding, accept-language, cookie'
    const staff = true
    const at = (headers: Record<string, string>) => shellOf('/dealer/dashboard', headers)
    expect(at({ cookie: 'sog-language=it', 'accept-language': 'de' })).toEqual({
      language: 'it',
      staff,
      vary,
    })
    expect(at({ 'accept-language': 'fr-CH,fr;q=0.9' })).toEqual({ language: 'fr', staff, vary })
    expect(at({ cookie: 'sog-language=xx', 'accept-language': 'pl' })).toEqual({
      language: 'pl',
      staff,
      vary,
    })
    expect(at({ 'accept-language': 'es' })).toEqual({ language: 'en', staff, vary })
    expect(shellOf('/admin/login', {})).toEqual({ language: 'en', staff, vary })
  })

  it('always names one of the five languages', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (path, cookie, acceptLanguage) => {
        const { language } = shellOf(`/${path}`, {
          cookie,
          'accept-language': acceptLanguage,
        })
        expect(LANGUAGES).toContain(language)
      }),
    )
  })
})
