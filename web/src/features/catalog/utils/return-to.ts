import { paths } from '@/config/paths'

/**
 * "Back to Catalog" returns to the catalogue the visitor came from, filters and page included
 * (issue 16, 7a). The catalogue's address travels in the link's history state, so it survives a
 * reload of the product page; anything else there (an old entry, a hand-made state) is ignored.
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
