import { COUNTRY_CODES, MAX_SEARCH_LENGTH } from '@sog/contract'
import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { listPlaces } from '@/lib/api/routes'

/** Fewer characters than this ask for no suggestions. */
export const PLACE_SUGGEST_MIN_LENGTH = 2

/** The towns' address for a name (null for a blank one: nothing is asked). */
export function placesKey(text: string, country: string) {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH).trim()
  if (!q) return null
  const known = COUNTRY_CODES.includes(country) ? country : undefined
  return pathOf(listPlaces, { query: { q, country: known } })
}

/**
 * The towns named `text` (docs/api.md, "Places"), the visitor's country's first. `suggesting`:
 * while the visitor types, the last answer stays until the next arrives, so the list does not
 * blink; a named place is never answered with another name's towns.
 */
export function usePlaces(text: string, country: string, suggesting = false) {
  const short = suggesting && text.trim().length < PLACE_SUGGEST_MIN_LENGTH
  return useSWR(short ? null : placesKey(text, country), (path) => readApi(path), {
    keepPreviousData: suggesting,
  })
}
