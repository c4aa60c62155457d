import type { Access } from 'payload'

import { activeDealerId, isAdminUser } from './users'

/** Administrators reach every inventory row; an active dealer only the rows of its own id. */
export const isOwnInventory: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  const dealerId = activeDealerId(user)
  return dealerId === null ? false : { dealer: { equals: dealerId } }
}
