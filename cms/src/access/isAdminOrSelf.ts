import type { Access } from 'payload'

import { isAdminUser, isStaffUser } from './users'

/** Administrators see every panel account; an editor sees only its own. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isStaffUser(user) && user) return { id: { equals: user.id } }
  return false
}
