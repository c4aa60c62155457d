import { Badge } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

/** docs/product.md, "States": In Stock, Limited Stock and Pre-order have their own colours; others are neutral. */
const PALETTES: Record<string, string> = {
  'in stock': 'green',
  'limited stock': 'orange',
  'pre-order': 'blue',
}

const KEYS: Record<string, string> = {
  'in stock': 'availability.inStock',
  'limited stock': 'availability.limitedStock',
  'out of stock': 'availability.outOfStock',
  'pre-order': 'availability.preOrder',
  discontinued: 'availability.discontinued',
}

/** The translation key of a known availability, whatever its spelling ("Pre-order" too). */
export const availabilityKey = (availability: string): string | undefined =>
  KEYS[availability.trim().toLowerCase()]

/** A known availability in the visitor's words; another as the company wrote it. */
export function availabilityText(t: TFunction, availability: string): string {
  const key = availabilityKey(availability)
  return key ? t(key) : availability
}

export function AvailabilityBadge({ availability }: { availability: string }) {
  const { t } = useTranslation()
  const normalised = availability.trim().toLowerCase()
  return (
    <Badge colorPalette={PALETTES[normalised] ?? 'gray'} variant="subtle" alignSelf="start">
      {availabilityText(t, availability)}
    </Badge>
  )
}
