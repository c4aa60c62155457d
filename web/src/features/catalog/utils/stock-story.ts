import { toAvailability } from '@sog/contract'

/**
 * docs/decisions/0138-stock-story.md: the availability badge is the
 * manufacturer's status and stays as the admin set it; the dealers' stock is told as what it
 * is beside that status. While the manufacturer sells the firearm (In Stock, Limited Stock,
 * Pre-Order) dealers' units are "available"; once it is Out of Stock or Discontinued at the
 * manufacturer they are the "remaining" units, never "available".
 */
export type StockStory = 'available' | 'remaining-out-of-stock' | 'remaining-discontinued'

export function stockStory(availability: string): StockStory {
  const status = toAvailability(availability)
  if (status === 'Out of Stock') return 'remaining-out-of-stock'
  if (status === 'Discontinued') return 'remaining-discontinued'
  return 'available'
}
