import type { AfterErrorHook } from 'payload'

import {
  DATABASE_AWAY_MESSAGE,
  DATABASE_RETRY_SECONDS,
  isDatabaseAway,
} from '@/lib/database-errors'

/**
 * Payload's REST errors in the product's words (docs/api.md, "Errors"): each also carries
 * `detail` (its first message), as every other answer of the site does, beside Payload's own
 * `errors` that the panel reads, a refused field's path and message among them; and a database that is away is a 503 with Retry-After, not
 * the 500 Payload gives every failed query (issue 32, M9).
 */
export const errorAnswers: AfterErrorHook = ({ error, req, result }) => {
  if (isDatabaseAway(error)) {
    req.responseHeaders = new Headers(req.responseHeaders)
    req.responseHeaders.set('retry-after', String(DATABASE_RETRY_SECONDS))
    return {
      status: 503,
      response: { detail: DATABASE_AWAY_MESSAGE, errors: [{ message: DATABASE_AWAY_MESSAGE }] },
    }
  }
  const fields = fieldErrorsOf(error)
  if (fields) {
    // Payload keeps a ValidationError's fields only when the error is its own class by
    // `instanceof` or by name; in Next's production bundle it is neither (a second copy of the
    // class, its name minified), so the panel marked no field and never said why.
    const response = {
      errors: [{ name: 'ValidationError', data: fields, message: error.message }],
    }
    return { response: { ...response, detail: error.message } }
  }
  const message = result?.errors?.[0]?.message
  if (typeof message === 'string') return { response: { ...result, detail: message } }
}

type FieldErrors = { errors: { path: string; message: string }[] }

/**
 * A validation error's data, known by its shape: a 400 whose data lists each refused field's
 * path and message, which the panel marks.
 */
function fieldErrorsOf(error: Error): FieldErrors | null {
  const { status, data } = error as { status?: unknown; data?: { errors?: unknown } }
  if (status !== 400 || !Array.isArray(data?.errors)) return null
  const valid = data.errors.every(
    (entry: unknown) =>
      typeof (entry as { path?: unknown }).path === 'string' &&
      typeof (entry as { message?: unknown }).message === 'string',
  )
  return valid ? (data as FieldErrors) : null
}
