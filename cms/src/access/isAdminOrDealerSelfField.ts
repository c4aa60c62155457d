import type { FieldAccess } from 'payload'

import { activeDealerId, isAdminUser } from './users'

/** A dealer's private fields: administrators and that dealer only. */
export const isAdminOrDealerSelfField: FieldAccess = ({ req: { user }, doc }) =>
  isAdminUser(user) || (activeDealerId(user) !== null && activeDealerId(user) === doc?.id)
