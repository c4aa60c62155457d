import { Badge } from '@chakra-ui/react'
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

export function AvailabilityBadge({ availability }: { availability: string }) {
  const { t } = useTranslation()
  const normalised = availability.trim().toLowerCase()
  const key = availabilityKey(availability)
  return (
    <Badge colorPalette={PALETTES[normalised] ?? 'gray'} variant="subtle" alignSelf="start">
      {key ? t(key) : availability}
    </Badge>
  )
}
