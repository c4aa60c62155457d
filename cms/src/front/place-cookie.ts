import { languageAddress, namedPlace, PLACE_ADDRESS } from '@sog/contract'

import { preferenceCookie } from './preferences'

/**
 * The cookie a directory address sets (docs/decisions/0178-named-town-cookie.md): a town in its
 * `place` is the one the visitor last named, kept for the product pages' "where to buy" even
 * when the app never ran on the directory (without JavaScript, or left before the scripts
 * came); an emptied `place` forgets it. Kept as the directory looks it up (namedPlace: trimmed,
 * cut to a search's length). Null for any other address.
 */
export function placeCookieOf(url: string, secure: boolean): string | null {
  const mark = url.indexOf('?')
  const pathname = mark < 0 ? url : url.slice(0, mark)
  const query = mark < 0 ? '' : url.slice(mark + 1)
  // Without regard to case, as the routers match the page (normal-path.ts).
  if (languageAddress(pathname).path.toLowerCase() !== PLACE_ADDRESS.path) return null
  const named = new URLSearchParams(query).get(PLACE_ADDRESS.param)
  if (named === null) return null
  return preferenceCookie('place', namedPlace(named), secure)
}
