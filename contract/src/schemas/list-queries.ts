import { z } from 'zod'

import { CONTACT_STATUSES } from '../rules/limits'
import { countryCode, AdminDealer, PublicDealer } from './dealer'
import { Contact } from './contact'
import { Firearm } from './firearm'
import { InventoryRow } from './inventory'
import { pageOf, pagingQuery } from './paging'

/**
 * Paging, search and sort of the dealer and contact lists and of a dealer's inventory
 * (docs/api.md, "Paged lists"). Any of a query's parameters in the URL asks for a page
 * `{ items, total, page, pages }`; none keeps the full array older clients read.
 */

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value)

/** `true` or `false` in the query string; absent means "either". */
const queryFlag = (description: string) =>
  z
    .preprocess(blankIsAbsent, z.enum(['true', 'false']).optional())
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .meta({ description })

const sortOf = <const S extends readonly [string, ...string[]]>(values: S, description: string) =>
  z.preprocess(blankIsAbsent, z.enum(values).default(values[0] as never)).meta({ description })

export const DEALER_SORTS = ['name', 'name-desc', 'city', 'country', 'newest'] as const
export const PUBLIC_DEALER_SORTS = ['name', 'city', 'country'] as const
export const CONTACT_SORTS = ['newest', 'oldest', 'name', 'subject'] as const
export const INVENTORY_SORTS = [
  'name',
  'name-desc',
  'stock-asc',
  'stock-desc',
  'price-asc',
  'price-desc',
] as const
export type DealerSort = (typeof DEALER_SORTS)[number]
export type PublicDealerSort = (typeof PUBLIC_DEALER_SORTS)[number]
export type ContactSort = (typeof CONTACT_SORTS)[number]
export type InventorySort = (typeof INVENTORY_SORTS)[number]

const country = z
  .preprocess(blankIsAbsent, countryCode.optional())
  .meta({ description: 'Only dealers in this country (ISO code)' })

export const AdminDealerQuery = z
  .object({
    ...pagingQuery,
    sort: sortOf(DEALER_SORTS, 'name, name-desc, city, country or newest'),
    active: queryFlag('Only active (true) or inactive (false) dealers'),
    country,
  })
  .meta({ id: 'AdminDealerQuery' })

export const PublicDealerQuery = z
  .object({ ...pagingQuery, sort: sortOf(PUBLIC_DEALER_SORTS, 'name, city or country'), country })
  .meta({ id: 'PublicDealerQuery' })

export const ContactQuery = z
  .object({
    ...pagingQuery,
    sort: sortOf(CONTACT_SORTS, 'newest, oldest, name or subject'),
    status: z
      .preprocess(blankIsAbsent, z.enum(CONTACT_STATUSES).optional())
      .meta({ description: 'Only new or read messages' }),
  })
  .meta({ id: 'ContactQuery' })

export const InventoryQuery = z
  .object({
    ...pagingQuery,
    sort: sortOf(
      INVENTORY_SORTS,
      'name, name-desc, stock-asc, stock-desc, price-asc or price-desc (firearms without an entry count as 0)',
    ),
    available: queryFlag('Only firearms the dealer offers (true) or does not (false)'),
    inStock: queryFlag('Only firearms with stock above 0 (true) or at 0 (false)'),
  })
  .meta({ id: 'InventoryQuery' })

/** The names of a query's parameters: any of them in the URL asks for a page. */
export const queryKeys = (query: z.ZodObject) => Object.keys(query.shape)

export const AdminDealerPage = z.strictObject(pageOf(AdminDealer)).meta({ id: 'AdminDealerPage' })
export const PublicDealerPage = z
  .strictObject(pageOf(PublicDealer))
  .meta({ id: 'PublicDealerPage' })
export const ContactPage = z.strictObject(pageOf(Contact)).meta({ id: 'ContactPage' })

/** Every firearm of the catalogue with the dealer's entry for it (zeros when it has none). */
export const InventoryItem = z
  .strictObject({ firearm: Firearm, entry: InventoryRow })
  .meta({ id: 'InventoryItem' })

/** The dashboard's counters over all of the dealer's entries, whatever the page shows. */
export const InventoryTotals = z
  .strictObject({
    totalProducts: z.int().min(0),
    available: z.int().min(0),
    totalStock: z.int().min(0),
  })
  .meta({ id: 'InventoryTotals' })

export const InventoryPage = z
  .strictObject({ ...pageOf(InventoryItem), totals: InventoryTotals })
  .meta({ id: 'InventoryPage' })

export type AdminDealerQueryData = z.output<typeof AdminDealerQuery>
export type PublicDealerQueryData = z.output<typeof PublicDealerQuery>
export type ContactQueryData = z.output<typeof ContactQuery>
export type InventoryQueryData = z.output<typeof InventoryQuery>
export type AdminDealerQueryInput = z.input<typeof AdminDealerQuery>
export type ContactQueryInput = z.input<typeof ContactQuery>
export type InventoryQueryInput = z.input<typeof InventoryQuery>
export type ApiAdminDealerPage = z.output<typeof AdminDealerPage>
export type ApiPublicDealerPage = z.output<typeof PublicDealerPage>
export type ApiContactPage = z.output<typeof ContactPage>
export type ApiInventoryItem = z.output<typeof InventoryItem>
export type ApiInventoryPage = z.output<typeof InventoryPage>
