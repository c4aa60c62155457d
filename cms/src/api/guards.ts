import { isAdminUser } from '@/access/users'
import type { User } from './context'
import { ApiError } from './http'

export function requireUser(user: User): NonNullable<User> {
  if (!user) throw new ApiError(401, 'Authentication required')
  return user
}

/** `/api/admin/*`: no or an invalid token is 401, any other account 403. */
export function requireAdmin(user: User): NonNullable<User> {
  const caller = requireUser(user)
  if (!isAdminUser(caller)) throw new ApiError(403, 'Administrator access required')
  return caller
}

/** A dealer may act for its own dealer id only; administrators for any. */
export function requireDealerOrAdmin(user: User, dealerId: number): NonNullable<User> {
  const caller = requireUser(user)
  if (isAdminUser(caller)) return caller
  if (caller.collection === 'dealers' && caller.id === dealerId) return caller
  throw new ApiError(403, 'You may only manage your own inventory')
}
