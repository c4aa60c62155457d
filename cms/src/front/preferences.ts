import {
  countryFromAcceptLanguage,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  isCountryCode,
  isLanguage,
  languageFromAcceptLanguage,
  PREFERENCE_COOKIES,
  type Language,
} from '@sog/contract'
import { parse } from 'cookie'
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
