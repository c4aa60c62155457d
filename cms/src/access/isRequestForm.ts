import type { Access } from 'payload'

/**
 * Only the public request form's route creates requests: it marks its Local API call in the
 * request context (`publicRequestForm`), which no REST request, panel user or API caller can
 * set. Not even an administrator makes a visitor's request up.
 */
export const isRequestForm: Access = ({ req }) => req.context?.publicRequestForm === true
