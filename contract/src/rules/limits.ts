/** The product's business constants and bounds (docs/product.md, "Limits"), defined once. */
export const MAX_IMAGE_BYTES = 5_242_880
export const IMAGE_TOO_LARGE_MESSAGE = 'Image size should be less than 5MB'
/**
 * Pixels one image may have: a 5 MB file can still say 16,000 × 16,000 and make every
 * rendition work on 1 GB of pixels. 40 megapixels is beyond any camera the product photos need.
 */
export const MAX_IMAGE_PIXELS = 40_000_000
export const MAX_DESCRIPTION_LENGTH = 500
export const MIN_PASSWORD_LENGTH = 6
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const MAX_PASSWORD_LENGTH = 200
export const MIN_ESTABLISHED_YEAR = 1900
export const MIN_RATING = 1
export const MAX_RATING = 5
export const RATING_STEP = 0.1
export const DEFAULT_RATING = 5
export const COMPARE_LIMIT = 3

/** A dealer's stock of one firearm: a whole number in this range. */
export const MAX_STOCK = 1_000_000
/** Every price (PLN, EUR, legacy, a dealer's EUR price): 0 up to this, in cents. */
export const MAX_PRICE = 10_000_000

/** Numeric record ids are PostgreSQL `integer` keys: positive and 32-bit. */
/** A dealer's position (WGS 84 degrees), for the directory's map and distances. */
export const MAX_LATITUDE = 90
export const MAX_LONGITUDE = 180
export const MAX_NUMERIC_ID = 2_147_483_647

export const TEXT_LIMITS = {
  /** Names of firearms and dealers, usernames. */
  name: 200,
  /** Filter option names, and a firearm's category, caliber, barrel length and system type. */
  option: 100,
  /** Short free text: phone, address, hours, a website, a specification value. */
  short: 500,
  email: 254,
  /** Addresses of images and links. */
  url: 2000,
  companyAddress: 1000,
  licenses: 2000,
  companyDescription: 5000,
  specialties: 50,
  galleryImages: 20,
  locations: 20,
} as const

export const CONTACT_LIMITS = { name: 200, email: 254, subject: 200, message: 5000 } as const

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']

export const AVAILABILITY_VALUES = [
  'In Stock',
  'Limited Stock',
  'Out of Stock',
  'Pre-Order',
  'Discontinued',
] as const
export type Availability = (typeof AVAILABILITY_VALUES)[number]
export const DEFAULT_AVAILABILITY: Availability = 'In Stock'

export const FILTER_OPTION_TYPES = ['category', 'caliber', 'barrelLength', 'systemType'] as const
export type FilterOptionType = (typeof FILTER_OPTION_TYPES)[number]

export const CONTACT_STATUSES = ['new', 'read'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

export function currentYear(): number {
  return new Date().getFullYear()
}

/** Paged lists (docs/api.md, "Paged lists"): at most this many rows per page. */
export const MAX_PAGE_LIMIT = 100
export const DEFAULT_PAGE_LIMIT = 24
/** Pages past this are refused: deep offsets cost the database more than anyone reads. */
export const MAX_PAGE = 10_000
/** A search text longer than this is refused (names are at most 200 characters). */
export const MAX_SEARCH_LENGTH = 100
/** The header search's suggestions: at most this many in all, of which at most this many calibers. */
export const MAX_SUGGESTIONS = 8
export const MAX_CALIBER_SUGGESTIONS = 3
/** Towns offered for a place's name (docs/api.md, "Places"). */
export const MAX_PLACES = 8

/** A stock CSV (docs/api.md, "Stock in bulk"): at most this many rows and characters. */
export const MAX_CSV_ROWS = 20_000
export const MAX_CSV_CHARS = 2_000_000
