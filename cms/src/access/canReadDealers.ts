import type { Access } from 'payload'

import { activeDealerId, isAdminUser } from './users'

/** Administrators see every dealer; everyone else the active ones, and a dealer itself too. */
export const canReadDealers: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  const dealerId = activeDealerId(user)
  const active = { isActive: { equals: true } }
  return dealerId === null ? active : { or: [{ id: { equals: dealerId } }, active] }
}
