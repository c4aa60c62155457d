import { AVAILABILITY_VALUES, DEFAULT_AVAILABILITY, type Availability } from './limits'

/** Public sample data spells it "Pre-order"; the enumeration spells it "Pre-Order". */
export function normaliseAvailability(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  return AVAILABILITY_VALUES.find((v) => v.toLowerCase() === trimmed.toLowerCase()) ?? trimmed
}

export function isAvailability(value: unknown): value is Availability {
  return AVAILABILITY_VALUES.includes(value as Availability)
}

/** A stored or sample value as one of the five; anything unknown reads as the default. */
export function toAvailability(value: unknown): Availability {
  const normalised = normaliseAvailability(value)
  return isAvailability(normalised) ? normalised : DEFAULT_AVAILABILITY
}

/** The schema.org ItemAvailability of each value, for search engines (docs/decisions/0062-page-head.md). */
export const SCHEMA_ORG_AVAILABILITY: Record<Availability, string> = {
  'In Stock': 'https://schema.org/InStock',
  'Limited Stock': 'https://schema.org/LimitedAvailability',
  'Out of Stock': 'https://schema.org/OutOfStock',
  'Pre-Order': 'https://schema.org/PreOrder',
  Discontinued: 'https://schema.org/Discontinued',
}
