import { MAX_LATITUDE, MAX_LONGITUDE, optionalCoordinate } from '@sog/contract'

import { fieldRule } from '@/lib/field-rules'

export const latitudeRule = fieldRule(optionalCoordinate(MAX_LATITUDE), 'Latitude')

const longitudeRange = fieldRule(optionalCoordinate(MAX_LONGITUDE), 'Longitude')

/**
 * The longitude in its range, and a position is both coordinates or neither (docs/product.md,
 * "Dealers"), in the panel and Payload's REST API as in /api.
 */
export function longitudeRule(
  value: unknown,
  { siblingData }: { siblingData: Partial<Record<string, unknown>> },
): true | string {
  const range = longitudeRange(value)
  if (range !== true) return range
  return (value == null) === (siblingData.latitude == null)
    ? true
    : 'Longitude needs both latitude and longitude, or neither'
}
