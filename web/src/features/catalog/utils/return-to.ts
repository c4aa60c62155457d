import { languageAddress } from '@sog/contract'

import { paths } from '@/config/paths'

/**
 * "Back to Catalog" returns to the catalogue the visitor came from, filters and page included
 * (issue 16, 7a). The catalogue's address travels in the link's history state, so it survives a
 * reload of the product page; anything else there (an old entry, a hand-made state) is ignored.
 * A card followed before the app ran is a page load that carries no state: the page then knows
 * its catalogue from the browser's referrer (`referredCatalog`).
 */
export type ReturnState = { catalog?: string }

/** The state a link from a catalogue page carries: its own address. */
export function catalogReturnState(location: { pathname: string; search: string }): ReturnState {
  return { catalog: `${location.pathname}${location.search}` }
}

const isCatalogAddress = (value: string) =>
  value === paths.home ||
  value.startsWith(`${paths.home}?`) ||
  value === paths.catalog ||
  value.startsWith(`${paths.catalog}?`)

/** Where "Back to Catalog" goes: the catalogue address in the state, or the bare catalogue. */
export function catalogReturnPath(state: unknown): string {
  const catalog =
    typeof state === 'object' && state !== null && 'catalog' in state ? state.catalog : undefined
  return typeof catalog === 'string' && isCatalogAddress(catalog) ? catalog : paths.catalog
}

/**
 * The catalogue a page loaded by a plain link came from: the referrer's address, when it is this
 * site's, in the page's own language (its path inside that language's prefix, as the app's links
 * write it). `catalogReturnPath` still checks that it is a catalogue.
 */
export function referredCatalog(referrer: string, page: string): ReturnState {
  let from: URL
  try {
    from = new URL(referrer)
  } catch {
    return {} // no referrer (typed, a bookmark) or none the browser would give
  }
  const here = new URL(page)
  if (from.origin !== here.origin) return {}
  const source = languageAddress(from.pathname)
  if (source.basename !== languageAddress(here.pathname).basename) return {}
  return { catalog: `${source.path}${from.search}` }
}
