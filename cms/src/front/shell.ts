import { LANGUAGES, languageAddress, type Language } from '@sog/contract'
import type { IncomingHttpHeaders } from 'node:http'
import { gzipSync } from 'node:zlib'

import { etagOf } from '@/lib/etag'
import { preferencesOf } from './preferences'
import type { StaticFile } from './static-files'

/**
 * The SPA's shell (`index.html`) in each language: the app starts in the language `<html lang>`
 * names when neither the address nor a saved choice names one (web/src/lib/i18n/index.ts), and
 * a reader or a search engine reads the page's language there
 * (docs/decisions/0195-shell-language.md).
 */
export type Shells = (language: Language) => StaticFile

export function shellsOf(index: StaticFile): Shells {
  const html = index.body.toString('utf8')
  const byLanguage = new Map(
    LANGUAGES.map((language): [Language, StaticFile] => {
      const body = Buffer.from(html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`))
      return [language, { ...index, body, gzip: gzipSync(body), etag: etagOf(body) }]
    }),
  )
  return (language) => byLanguage.get(language)!
}

/**
 * The shell's language for an address: a public page's is its address's (the shell stands in
 * when the server cannot render it); the admin and dealer screens have one address, so theirs is
 * the visitor's, as a rendered page takes it: the saved choice's cookie, else the browser's
 * preferred language. `vary` names the headers it was read from.
 */
export function shellLanguage(
  path: string,
  headers: IncomingHttpHeaders,
): { language: Language; vary: string } {
  const { language } = languageAddress(path)
  if (language) return { language, vary: 'accept-encoding' }
  return {
    language: preferencesOf(headers).language,
    vary: 'accept-encoding, accept-language, cookie',
  }
}
