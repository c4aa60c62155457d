import { z } from 'zod'

import { COUNTRY_CODES } from '../rules/countries'
import {
  currentYear,
  DEFAULT_RATING,
  MAX_LATITUDE,
  MAX_LONGITUDE,
  MAX_PASSWORD_LENGTH,
  MAX_RATING,
  MIN_ESTABLISHED_YEAR,
  MIN_PASSWORD_LENGTH,
  MIN_RATING,
  RATING_STEP,
  TEXT_LIMITS,
} from '../rules/limits'
import {
  email,
  link,
  numberOr,
  optionalCoordinate,
  optionalText,
  own,
  plainText,
  requiredText,
} from './fields'
import { version, versionInput } from './versions'

export const PublicDealer = z
  .strictObject({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string(),
    website: z.string(),
    hours: z.string(),
    specialties: z.array(z.string()),
    rating: z.number(),
    established: z.int(),
    /** Where the store is (WGS 84 degrees), or null when the admin has not set it. */
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'PublicDealer' })

export const AdminDealer = PublicDealer.extend({
  username: z.string(),
  isActive: z.boolean(),
  /** Its last sign-in to the portal, or null. */
  lastLoginAt: z.string().nullable(),
  /** Sign-ins for its username are paused after wrong passwords (docs/decisions/0107-sign-in-pauses.md). */
  locked: z.boolean(),
  version,
}).meta({ id: 'AdminDealer' })

/** An active dealer that has a firearm available, with its stock and price (EUR). */
export const Stockist = z
  .strictObject({ dealer: PublicDealer, stock: z.int(), price: z.number() })
  .meta({ id: 'Stockist' })

export const countryCode = z
  .string()
  .trim()
  .min(1)
  .transform((code) => code.toUpperCase())
  .pipe(z.enum(COUNTRY_CODES as [string, ...string[]]))

/** A list of text, or comma-separated text: trimmed, blanks dropped. */
export const specialties = z
  .union([z.array(plainText(TEXT_LIMITS.short)), plainText(TEXT_LIMITS.short * 4)])
  .nullish()
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : (value ?? []))
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string()).max(TEXT_LIMITS.specialties))

export const established = numberOr(
  { min: MIN_ESTABLISHED_YEAR, max: () => currentYear(), step: 1 },
  currentYear,
)

export const rating = numberOr(
  { min: MIN_RATING, max: MAX_RATING, step: RATING_STEP },
  () => DEFAULT_RATING,
)

export const password = z
  .string()
  .min(1)
  .min(MIN_PASSWORD_LENGTH, own(`must be at least ${MIN_PASSWORD_LENGTH} characters long`))
  .max(MAX_PASSWORD_LENGTH)

const dealerFields = {
  name: requiredText(TEXT_LIMITS.name),
  email,
  phone: optionalText(TEXT_LIMITS.short),
  address: optionalText(TEXT_LIMITS.short),
  city: requiredText(TEXT_LIMITS.name),
  country: countryCode,
  website: link,
  hours: optionalText(TEXT_LIMITS.short),
  specialties,
  rating,
  established,
  latitude: optionalCoordinate(MAX_LATITUDE),
  longitude: optionalCoordinate(MAX_LONGITUDE),
}

/** A position is both coordinates or neither (docs/product.md, "Dealers"). */
const bothOrNeither = (dealer: { latitude?: number | null; longitude?: number | null }) =>
  (dealer.latitude == null) === (dealer.longitude == null)
const POSITION_ISSUE = {
  ...own('needs both latitude and longitude, or neither'),
  path: ['longitude'],
}

export const DealerCreateInput = z
  .object({ ...dealerFields, username: requiredText(TEXT_LIMITS.name), password })
  .refine(bothOrNeither, POSITION_ISSUE)
  .meta({ id: 'DealerCreateInput' })

export const DealerUpdateInput = z
  .object({ ...dealerFields, isActive: z.boolean().optional(), version: versionInput })
  .refine(bothOrNeither, POSITION_ISSUE)
  .meta({ id: 'DealerUpdateInput' })

export const DealerPasswordInput = z.object({ password }).meta({ id: 'DealerPasswordInput' })

export type ApiPublicDealer = z.output<typeof PublicDealer>
export type ApiAdminDealer = z.output<typeof AdminDealer>
export type ApiStockist = z.output<typeof Stockist>
export type DealerCreateBody = z.input<typeof DealerCreateInput>
export type DealerUpdateBody = z.input<typeof DealerUpdateInput>
