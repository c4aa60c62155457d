import { isLanguage, type Language } from '@sog/contract'
import { parse } from 'cookie'
import type { IncomingHttpHeaders } from 'node:http'

import { preferencesOf } from './preferences'

/** Payload's cookie for the language an editor chose in the panel's account view. */
const PANEL_LANGUAGE_COOKIE = 'payload-lng'

/**
 * The `Accept-Language` the panel is asked with (docs/decisions/0196-panel-languages.md).
 * Without the editor's own choice, Payload takes the browser's first language it knows of its
 * forty and English when that one is not among ours; the site takes the visitor's saved choice,
 * else the best of the five. The panel is given the site's answer, so both speak alike.
 * Anything but the panel and its REST API, and a request with the editor's choice, keeps its own.
 */
export function panelAcceptLanguage(path: string, headers: IncomingHttpHeaders): string | null {
  if (!/^\/cms(?:[/?]|$)/.test(path)) return null
  const cookies = headers.cookie ? parse(headers.cookie) : {}
  if (cookies[PANEL_LANGUAGE_COOKIE]) return null
  return preferencesOf(headers).language
}

/**
 * The language the panel speaks to this request: the editor's own choice, else the site's.
 * The front's own refusals under /cms are said in it (refuse.ts).
 */
export function panelLanguageOf(headers: IncomingHttpHeaders): Language {
  const cookies = headers.cookie ? parse(headers.cookie) : {}
  const chosen = cookies[PANEL_LANGUAGE_COOKIE]
  return isLanguage(chosen) ? chosen : preferencesOf(headers).language
}
