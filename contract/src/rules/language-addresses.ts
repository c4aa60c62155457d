import { LANGUAGES, type Language } from './countries'

/**
 * Every public page at an address of each language (issue 30; docs/decisions/0168-language-addresses.md):
 * English at the spec's own paths, the others under their code (`/pl`, `/pl/catalog`,
 * `/de/product/…`). The admin and dealer screens stay at their one address, in the visitor's
 * chosen language.
 */
export const LANGUAGE_PREFIXES: Record<Language, string> = {
  en: '',
  pl: '/pl',
  it: '/it',
  de: '/de',
  fr: '/fr',
}

/** Open Graph's locale of each language (a language and a territory: `pl_PL`). */
export const OG_LOCALES: Record<Language, string> = {
  en: 'en_GB',
  pl: 'pl_PL',
  it: 'it_IT',
  de: 'de_DE',
  fr: 'fr_FR',
}

/**
 * The screens that have one address for every language (staff and dealers); in any case, as
 * the front server and the router match paths.
 */
const PRIVATE_AREAS = /^\/(admin|dealer)(\/|$)/i

const PREFIXED = new RegExp(
  `^/(${LANGUAGES.filter((language) => LANGUAGE_PREFIXES[language]).join('|')})(?=/|$)`,
)

export type LanguageAddress = {
  /** The address's language; null in the private areas, which take the visitor's own. */
  language: Language | null
  /** The router's basename: '' for English and the private areas, else `/pl`… */
  basename: string
  /** The path inside it, from `/`. */
  path: string
}

/** What an address (a path, without its query) says of its language. */
export function languageAddress(pathname: string): LanguageAddress {
  const prefix = PREFIXED.exec(pathname)?.[1] as Language | undefined
  if (!prefix) {
    const language = PRIVATE_AREAS.test(pathname) ? null : 'en'
    return { language, basename: '', path: pathname }
  }
  return {
    language: prefix,
    basename: LANGUAGE_PREFIXES[prefix],
    path: pathname.slice(LANGUAGE_PREFIXES[prefix].length) || '/',
  }
}

/** Whether a path (inside any language's prefix) is a private area's. */
export const isPrivateArea = (path: string) => PRIVATE_AREAS.test(path)

/**
 * The address of a page (its path from `/`, with any query and fragment) in a language:
 * `/catalog?x=1` is `/pl/catalog?x=1`, the home page `/pl` (`/pl?x=1`), as React Router writes
 * a basename's links.
 */
export function addressIn(language: Language, address: string): string {
  const prefix = LANGUAGE_PREFIXES[language]
  if (!prefix) return address
  return /^\/([?#]|$)/.test(address) ? prefix + address.slice(1) : prefix + address
}
