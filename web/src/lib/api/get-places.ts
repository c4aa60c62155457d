import { COUNTRY_CODES, namedPlace } from '@sog/contract'

import { pathOf } from './route'
import { listPlaces } from './routes'

/** The towns' address for a name (null for a blank one: nothing is asked). */
export function placesKey(text: string, country: string) {
  const q = namedPlace(text)
  if (!q) return null
  const known = COUNTRY_CODES.includes(country) ? country : undefined
  return pathOf(listPlaces, { query: { q, country: known } })
}
