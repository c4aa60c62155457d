import type { Access, FieldAccess } from 'payload'

import { isAdminUser } from './users'

/** Administrators (role `admin`) only. */
export const isAdmin: Access = ({ req }) => isAdminUser(req.user)

export const isAdminField: FieldAccess = ({ req }) => isAdminUser(req.user)
