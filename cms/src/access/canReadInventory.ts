import type { Access, Where } from 'payload'

import { activeDealerId, isAdminUser } from './users'

/** What the product pages publish: rows an active dealer offers, available and in stock. */
const OFFERED: Where = {
  and: [
    { available: { equals: true } },
    { stock: { greater_than: 0 } },
    { 'dealer.isActive': { equals: true } },
  ],
}

/** Administrators read every row; a dealer its own rows; everyone the rows on offer. */
export const canReadInventory: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  const dealerId = activeDealerId(user)
  return dealerId === null ? OFFERED : { or: [{ dealer: { equals: dealerId } }, OFFERED] }
}
