/** Business constants of SPEC.md section 9 that the server enforces. */
export const MAX_IMAGE_BYTES = 5_242_880
export const IMAGE_TOO_LARGE_MESSAGE = 'Image size should be less than 5MB'
export const MAX_DESCRIPTION_LENGTH = 500
export const MIN_PASSWORD_LENGTH = 6
export const MIN_ESTABLISHED_YEAR = 1900
export const MIN_RATING = 1
export const MAX_RATING = 5
export const DEFAULT_RATING = 5

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

export function currentYear(): number {
  return new Date().getFullYear()
}
