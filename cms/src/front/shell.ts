import { LANGUAGES, languageAddress, type Language, type PageRenderer } from '@sog/contract'
import type { IncomingHttpHeaders } from 'node:http'
import { gzipSync } from 'node:zlib'

import { etagOf } from '@/lib/etag'
import { preferencesOf } from './preferences'
import type { StaticFile } from './static-files'

/**
 * The SPA's shell (`index.html`) in each language, made by the web app's renderer when the front
 * starts: the app starts in the language `<html lang>` names when neither the address nor a
 * saved choice names one (web/src/lib/i18n/index.ts), and the admin and dealer screens' shell
 * says what they need where the browser runs no script (docs/decisions/0195-shell-language.md).
 * Without the renderer, the shell as it was built.
 */
export type Shells = (language: Language, staff: boolean) => StaticFile

export async function shellsOf(
  index: StaticFile,
  renderShell: PageRenderer['renderShell'] | undefined,
): Promise<Shells> {
  if (!renderShell) return () => index
  const template = index.body.toString('utf8')
  const made = new Map<string, StaticFile>()
  for (const language of LANGUAGES)
    for (const staff of [false, true]) {
      const body = Buffer.from(await renderShell(template, language, staff))
      made.set(`${language} ${staff}`, {
        ...index,
        body,
        gzip: gzipSync(body),
        etag: etagOf(body),
      })
    }
  return (language, staff) => made.get(`${language} ${staff}`)!
}

/**
 * Which shell an address gets: a public page's is in its address's language (the shell stands
 * in when the server cannot render it); the admin and dealer screens have one address, so
 * theirs is in the visitor's language, as a rendered page takes it: the saved choice's cookie,
 * else the browser's preferred language. `vary` names the headers it was read from.
 */
export function shellOf(
  path: string,
  headers: IncomingHttpHeaders,
): { language: Language; staff: boolean; vary: string } {
  const { language } = languageAddress(path)
  if (language) return { language, staff: false, vary: 'accept-encoding' }
  return {
    language: preferencesOf(headers).language,
    staff: true,
    vary: 'accept-encoding, accept-language, cookie',
  }
}
