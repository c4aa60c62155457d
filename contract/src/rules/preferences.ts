import { LANGUAGES, type Language } from './countries'

/**
 * The visitor's language and country, kept by the SPA in local storage and mirrored into these
 * cookies so the server renders a page in them on the first byte
 * (docs/decisions/0060-preference-cookies.md). A first visit without cookies gets the browser's
 * preferred language among the five, else English, and Poland (docs/product.md, "States").
 */
export const PREFERENCE_COOKIES = { language: 'sog-language', country: 'sog-country' } as const

export const DEFAULT_LANGUAGE: Language = 'en'
export const DEFAULT_COUNTRY = 'PL'

/** A year: the choice outlives the session like the stored one does. */
export const PREFERENCE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

export const isCountryCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value)

/**
 * The first of the five languages in an Accept-Language header by its q-values (`de-AT` counts
 * as `de`), or undefined when it names none of them.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined
  const ranked = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index }
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.language as Language | undefined
}
