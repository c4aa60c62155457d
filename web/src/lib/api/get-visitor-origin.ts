import useSWR from 'swr'

import type { Position } from '@/lib/format/distance'
import { useSelectedCountry } from '@/lib/storage/selected-country'
import { useVisitorPlace } from '@/lib/storage/visitor-place'
import { readApi } from './api-client'
import { placesKey } from './get-places'

/**
 * Where the visitor measures distances from outside the directory: their position, or the town
 * they last named there, found as the directory finds it (the first of the towns of the name,
 * the visitor's country's first). A name only the network's own dealers' cities know (a village
 * below GeoNames' 1,000 people) places nothing here (docs/decisions/0178-named-town-cookie.md).
 */
export function useVisitorOrigin(): Position | null {
  const place = useVisitorPlace()
  const country = useSelectedCountry()
  const town = place && 'town' in place ? place.town : null
  const { data } = useSWR(town === null ? null : placesKey(town, country), (path) => readApi(path))
  if (!place) return null
  if (!('town' in place)) return place
  const found = data?.[0]
  return found ? { latitude: found.latitude, longitude: found.longitude } : null
}
