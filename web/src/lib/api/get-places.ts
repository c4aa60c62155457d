import { COUNTRY_CODES, MAX_SEARCH_LENGTH } from '@sog/contract'

import { pathOf } from './route'
import { listPlaces } from './routes'

/** The towns' address for a name (null for a blank one: nothing is asked). */
export function placesKey(text: string, country: string) {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH).trim()
  if (!q) return null
  const known = COUNTRY_CODES.includes(country) ? country : undefined
  return pathOf(listPlaces, { query: { q, country: known } })
}
