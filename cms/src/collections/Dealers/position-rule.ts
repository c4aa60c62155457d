import { MAX_LATITUDE, MAX_LONGITUDE, optionalCoordinate } from '@sog/contract'

import { panelLanguage, say, sectionText } from '@/i18n/texts'
import { fieldRule } from '@/lib/field-rules'

const text = sectionText('dealers')

export const latitudeRule = fieldRule(optionalCoordinate(MAX_LATITUDE), text('latitude'))

const longitudeRange = fieldRule(optionalCoordinate(MAX_LONGITUDE), text('longitude'))

/**
 * The longitude in its range, and a position is both coordinates or neither (docs/product.md,
 * "Dealers"), in the panel and Payload's REST API as in /api.
 */
export function longitudeRule(
  value: unknown,
  options: Parameters<typeof longitudeRange>[1] & {
    siblingData: Partial<Record<string, unknown>>
  },
): true | string {
  const range = longitudeRange(value, options)
  if (range !== true) return range
  return (value == null) === (options.siblingData.latitude == null)
    ? true
    : say(panelLanguage(options.req), 'dealers.bothOrNeither')
}
