/** A refused field as Payload's ValidationError lists it. */
export type PayloadFieldError = { path?: string; message?: string; label?: unknown }

/**
 * The fields a Payload error refused, known by its shape rather than its class: a public 400
 * whose data lists them. In Next's production bundle the error is a second copy of Payload's
 * class with a minified name, so neither `instanceof` nor the name tells it
 * (docs/decisions/0196-panel-languages.md).
 */
export function payloadFieldErrors(error: unknown): PayloadFieldError[] | null {
  const { status, isPublic, data } = (error ?? {}) as {
    status?: unknown
    isPublic?: unknown
    data?: { errors?: unknown }
  }
  if (status !== 400 || isPublic === false) return null
  const errors = data?.errors
  return Array.isArray(errors) && errors.length > 0 ? (errors as PayloadFieldError[]) : null
}
