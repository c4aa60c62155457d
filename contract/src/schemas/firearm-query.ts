import { z } from 'zod'

import { normaliseAvailability } from '../rules/availability'
import { FIREARM_SORTS, PRICE_CURRENCIES } from '../rules/catalogue'
import { MAX_PRICE, TEXT_LIMITS } from '../rules/limits'
import { AvailabilityEnum, Firearm } from './firearm'
import { pageOf, pagingQuery, queryNumber } from './paging'
import { plainText } from './fields'

/**
 * The catalogue's server-side query (docs/api.md, "Catalogue queries"): paging, the catalogue
 * search (`matchesCatalogueSearch`), one value per filter field, a price range in the
 * visitor's currency and a sort.
 */
const optionValue = plainText(TEXT_LIMITS.option)
  .optional()
  .transform((value) => value?.trim() ?? '')

export const FirearmQuery = z
  .object({
    ...pagingQuery,
    category: optionValue,
    caliber: optionValue,
    barrelLength: optionValue,
    systemType: optionValue,
    availability: z
      .preprocess(
        (value) => (value === '' ? undefined : normaliseAvailability(value)),
        AvailabilityEnum.optional(),
      )
      .meta({ description: 'One of the five availability values (any case)' }),
    minPrice: queryNumber(0, MAX_PRICE).meta({
      description: 'Lowest price, in the currency `currency` selects',
    }),
    maxPrice: queryNumber(0, MAX_PRICE).meta({
      description: 'Highest price, in the currency `currency` selects',
    }),
    currency: z.enum(PRICE_CURRENCIES).default('PLN').meta({
      description:
        'Which price the range and the price sort compare: PLN (Poland), EUR (euro area), USD (the legacy price, every other country); each falls back across the others',
    }),
    sort: z
      .enum(FIREARM_SORTS)
      .default('name')
      .meta({ description: 'name, price-asc, price-desc or newest (first created first)' }),
  })
  .meta({ id: 'FirearmQuery' })

/** The names of FirearmQuery's parameters: any of them in the URL asks for a page. */
export const FIREARM_QUERY_KEYS = Object.keys(FirearmQuery.shape)

const FacetCount = z.strictObject({ value: z.string(), count: z.int().min(1) })

/** What the filter panel shows: each field's values with their counts under the other filters. */
export const FirearmFacets = z
  .strictObject({
    category: z.array(FacetCount),
    caliber: z.array(FacetCount),
    barrelLength: z.array(FacetCount),
    systemType: z.array(FacetCount),
    availability: z.array(FacetCount),
    /** Lowest and highest price (in `currency`) under the other filters; null when none match. */
    price: z.strictObject({ min: z.number(), max: z.number() }).nullable(),
  })
  .meta({ id: 'FirearmFacets' })

export const FirearmPage = z
  .strictObject({ ...pageOf(Firearm), facets: FirearmFacets })
  .meta({ id: 'FirearmPage' })

export type FirearmQueryInput = z.input<typeof FirearmQuery>
export type FirearmQueryData = z.output<typeof FirearmQuery>
export type ApiFirearmFacets = z.output<typeof FirearmFacets>
export type ApiFirearmPage = z.output<typeof FirearmPage>
export type FacetField = Exclude<keyof ApiFirearmFacets, 'price'>
