import {
  countryFromAcceptLanguage,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  isCountryCode,
  isLanguage,
  languageFromAcceptLanguage,
  PREFERENCE_COOKIE_MAX_AGE,
  PREFERENCE_COOKIES,
  type Language,
} from '@sog/contract'
import { parse, serialize } from 'cookie'
import type { IncomingHttpHeaders } from 'node:http'

/**
 * The language and country a page is rendered in (docs/decisions/0060-preference-cookies.md): the
 * visitor's cookies, which the SPA keeps equal to its stored choice; on a first visit the
 * browser's preferred language among the five (else English) and the country its preferred
 * locales name (de-AT → Austria; else Poland, the spec's default: issue 30).
 */
export type Preferences = { language: Language; country: string }

export function preferencesOf(headers: IncomingHttpHeaders): Preferences {
  const cookies = headers.cookie ? parse(headers.cookie) : {}
  const language = cookies[PREFERENCE_COOKIES.language]
  const country = cookies[PREFERENCE_COOKIES.country]
  return {
    language: isLanguage(language)
      ? language
      : (languageFromAcceptLanguage(headers['accept-language']) ?? DEFAULT_LANGUAGE),
    country: isCountryCode(country)
      ? country
      : (countryFromAcceptLanguage(headers['accept-language']) ?? DEFAULT_COUNTRY),
  }
}

/**
 * A preference cookie as the server writes it, with the attributes the app gives it
 * (`web/src/lib/storage/preference-cookies.ts`): a year, or removed when the value is empty.
 */
export function preferenceCookie(
  name: keyof typeof PREFERENCE_COOKIES,
  value: string,
  secure: boolean,
): string {
  return serialize(PREFERENCE_COOKIES[name], value, {
    path: '/',
    maxAge: value ? PREFERENCE_COOKIE_MAX_AGE : 0,
    sameSite: 'lax',
    secure,
  })
}
