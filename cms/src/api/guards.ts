import type { Access } from '@sog/contract'

import { activeDealerId, isAdminUser } from '@/access/users'
import type { User } from './context'
import { HttpError } from './http'

const REFUSALS: Record<Exclude<Access, 'public'>, string> = {
  session: 'Not an active session',
  admin: 'Administrator access required',
  dealer: 'Not a dealer session',
  ownInventory: 'You may only manage your own inventory',
}

function allowed(access: Access, user: NonNullable<User>, params: Record<string, unknown>) {
  switch (access) {
    case 'public':
      return true
    case 'session':
      return isAdminUser(user) || activeDealerId(user) !== null
    case 'admin':
      return isAdminUser(user)
    case 'dealer':
      return activeDealerId(user) !== null
    case 'ownInventory':
      return isAdminUser(user) || activeDealerId(user) === params.dealerId
  }
}

/**
 * The route table's `access`, applied before the handler runs: no or a dead token is 401, an
 * account that may not call the route 403. Inside, the collections' access rules still apply.
 */
export function authorize(access: Access, user: User, params: Record<string, unknown>): void {
  if (access === 'public') return
  if (!user) throw new HttpError(401, 'Authentication required')
  if (!allowed(access, user, params)) throw new HttpError(403, REFUSALS[access])
}
