import { COUNTRY_CODES, LANGUAGES, type Language } from './countries'
import { MAX_SEARCH_LENGTH } from './limits'

/**
 * The visitor's language and country, kept by the SPA in local storage and mirrored into these
 * cookies so the server renders a page in them on the first byte
 * (docs/decisions/0060-preference-cookies.md). A first visit without cookies gets the browser's
 * preferred language among the five, else English, and Poland (docs/product.md, "States").
 */
export const PREFERENCE_COOKIES = {
  language: 'sog-language',
  country: 'sog-country',
  /**
   * The town the visitor last named in the dealers directory, as typed: written by the server
   * when it answers a directory address with `place` and by the app, so a product page lists the
   * nearest dealers first even when the app never ran on the directory
   * (docs/decisions/0178-named-town-cookie.md). The browser's position never goes in a cookie.
   */
  place: 'sog-place',
} as const

export const DEFAULT_LANGUAGE: Language = 'en'
export const DEFAULT_COUNTRY = 'PL'

/** Where the visitor names a town: the directory's address and its query parameter. */
export const PLACE_ADDRESS = { path: '/dealers', param: 'place' } as const

/**
 * Where a browser without the app posts its country (docs/decisions/0193-country-without-the-app.md):
 * the form's fields, and the page to go back to, which must be a path of this site.
 */
export const COUNTRY_FORM = { path: '/country', country: 'country', back: 'back' } as const

/**
 * The address a posted form returns to: a path of this site (never another origin, `//host` or
 * `/\\host`), its path and query as the URL parser writes them; the home page otherwise.
 */
export function pathBack(back: string | null | undefined): string {
  if (!back || !/^\/(?![/\\])/.test(back) || back.length > 2048) return '/'
  const base = 'http://site.invalid'
  try {
    const url = new URL(back, base)
    return url.origin === base ? url.pathname + url.search : '/'
  } catch {
    return '/'
  }
}

/** A named town as it is looked up and kept: trimmed, at most a search's length. */
export const namedPlace = (text: string): string => text.trim().slice(0, MAX_SEARCH_LENGTH).trim()

/** A year: the choice outlives the session like the stored one does. */
export const PREFERENCE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

const KNOWN = new Set(COUNTRY_CODES)

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

export const isCountryCode = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value)

/** A country of the network's list (the countries the site offers), not merely a code's shape. */
export const isNetworkCountry = (value: unknown): value is string =>
  typeof value === 'string' && KNOWN.has(value)

/** An Accept-Language header's tags, most preferred first (by q-value, then by order). */
function rankedTags(header: string | undefined): string[] {
  if (!header) return []
  return header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q ? Number(q) : 1, index }
    })
    .filter((entry) => entry.q > 0 && entry.tag !== '')
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}

/**
 * The first of the five languages among the browser's tags (`de-AT` counts as `de`), or
 * undefined when it names none of them.
 */
export function languageFromTags(tags: readonly string[]): Language | undefined {
  return tags.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage)
}

export const languageFromAcceptLanguage = (header: string | undefined) =>
  languageFromTags(rankedTags(header))

/** The country each of the five languages is first spoken in, for a tag without a region. */
const HOME_COUNTRY: Partial<Record<Language, string>> = { pl: 'PL', de: 'DE', it: 'IT', fr: 'FR' }

/**
 * The visitor's country on a first visit (issue 30): the first browser tag, by preference,
 * whose region is a country of the network (`de-AT` → AT, `fr-FR` → FR, `en-IE` → IE), or
 * else whose language has a home country (`de` → DE); undefined when none does (`en-US`,
 * `es`): the caller's default then applies.
 */
export function countryFromTags(tags: readonly string[]): string | undefined {
  for (const tag of tags) {
    const [language = '', ...subtags] = tag.split('-')
    const region = subtags.find((subtag) => /^[a-z]{2}$/i.test(subtag))?.toUpperCase()
    if (region) {
      if (KNOWN.has(region)) return region
      continue
    }
    const home = isLanguage(language.toLowerCase())
      ? HOME_COUNTRY[language.toLowerCase() as Language]
      : undefined
    if (home) return home
  }
  return undefined
}

export const countryFromAcceptLanguage = (header: string | undefined) =>
  countryFromTags(rankedTags(header))
