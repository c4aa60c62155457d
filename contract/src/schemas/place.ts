import { z } from 'zod'

import { MAX_PLACES, MAX_SEARCH_LENGTH } from '../rules/limits'
import { countryCode } from './dealer'
import { requiredText } from './fields'

/**
 * A town the visitor names to sort dealers by distance from (docs/api.md, "Places"): resolved
 * on the server from a bundled copy of GeoNames' towns, no geocoding service
 * (docs/decisions/0166-offline-places.md).
 */
export const PlaceQuery = z
  .object({
    q: requiredText(MAX_SEARCH_LENGTH).meta({
      description: `A town's name in any language, or its beginning (1–${MAX_SEARCH_LENGTH} characters after trimming); case and accents are ignored`,
    }),
    country: countryCode.optional().meta({
      description: "The visitor's country: its towns come first among those with the name",
    }),
  })
  .meta({ id: 'PlaceQuery' })

export const Place = z
  .strictObject({
    /** The name that matched, as GeoNames writes it ("München" for "munchen"). */
    name: z.string(),
    country: z.string(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .meta({ id: 'Place' })

/**
 * Towns whose name is the text, then those whose name begins with it; within each, the
 * visitor's country first, then the most populous.
 */
export const Places = z.array(Place).max(MAX_PLACES).meta({ id: 'Places' })

export type PlaceQueryData = z.output<typeof PlaceQuery>
export type ApiPlace = z.output<typeof Place>
