import type { Access } from 'payload'

import { activeDealerId, isAdminUser } from './users'

/** A dealer may open inventory rows for itself only; the row's dealer is checked on the data. */
export const canCreateOwnInventory: Access = ({ req: { user }, data }) => {
  if (isAdminUser(user)) return true
  const dealerId = activeDealerId(user)
  if (dealerId === null) return false
  const target: unknown = data?.dealer
  const targetId =
    typeof target === 'object' && target !== null ? (target as { id?: unknown }).id : target
  return targetId === undefined || Number(targetId) === dealerId
}
