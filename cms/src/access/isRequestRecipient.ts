import type { Access } from 'payload'

import { activeDealerId, isAdminUser } from './users'

/**
 * Price and availability requests: administrators reach every one; an active dealer only those
 * sent to it (a request to the company has no dealer, so no dealer sees it); nobody else any.
 */
export const isRequestRecipient: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  const dealerId = activeDealerId(user)
  return dealerId === null ? false : { dealer: { equals: dealerId } }
}
