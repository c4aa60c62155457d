import { password } from '@sog/contract'
import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { panelText } from '@/i18n/texts'
import { fieldRule } from '@/lib/field-rules'

const label = panelText('password')
const checkPassword = fieldRule(password, label)

/**
 * Passwords of every account follow the contract's rule (docs/product.md, "Validation"), in the
 * panel and through the API alike. Payload's password is not an ordinary field, so a hook.
 */
export const minPasswordLength: CollectionBeforeValidateHook = ({ data, collection, req }) => {
  const value: unknown = data?.password
  const check = typeof value === 'string' ? checkPassword(value, { req }) : true
  if (check !== true) {
    throw new ValidationError(
      { collection: collection.slug, errors: [{ path: 'password', label, message: check }], req },
      req.t,
    )
  }
  return data
}
