import type { Access } from 'payload'

import { isStaffUser } from './users'

/** Any panel account: administrators and content editors. */
export const isStaff: Access = ({ req }) => isStaffUser(req.user)
