import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { MIN_PASSWORD_LENGTH } from '@/lib/limits'

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`

/** SPEC.md section 5: passwords of every account have at least 6 characters. */
export const minPasswordLength: CollectionBeforeValidateHook = ({ data, collection }) => {
  const password: unknown = data?.password
  if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'password', message: PASSWORD_TOO_SHORT_MESSAGE }],
    })
  }
  return data
}
