import type { Access } from 'payload'

import { activeDealerId, isAdminUser } from './users'

/** Administrators see every dealer; an active dealer sees only itself. */
export const isDealerSelf: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  const dealerId = activeDealerId(user)
  return dealerId === null ? false : { id: { equals: dealerId } }
}
