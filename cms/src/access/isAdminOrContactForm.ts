import type { Access } from 'payload'

import { isAdminUser } from './users'

/**
 * Administrators, and the public contact form's route, which marks its Local API call in the
 * request context (`publicContactForm`); a REST request cannot set the context.
 */
export const isAdminOrContactForm: Access = ({ req }) =>
  isAdminUser(req.user) || req.context?.publicContactForm === true
