import { isRefusalCode, type FieldIssue } from '@sog/contract'

import { payloadFieldErrors } from '@/lib/field-errors'
import { HttpError } from './http'

type PayloadLikeError = {
  status?: unknown
  message?: unknown
  name?: unknown
  data?: {
    code?: unknown
    params?: Record<string, string | number>
  }
  cause?: { code?: unknown }
}

/**
 * Payload's errors carry an HTTP status already; this keeps it and words validation failures as
 * "field: problem" so the client can tell which field to fix. Anything else is a server fault.
 */
export function fromPayloadError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error
  const e = error as PayloadLikeError
  const status = typeof e?.status === 'number' ? e.status : null
  const fieldErrors = payloadFieldErrors(error) ?? []
  const issues: FieldIssue[] = fieldErrors.map((f) => ({
    field: f.path ?? '',
    code: 'invalid',
    message: `${f.path}: ${f.message}`,
  }))
  const summary = issues.map((issue) => issue.message).join('; ')
  const uniqueViolation = fieldErrors.some((f) => /unique|already/i.test(f.message ?? ''))
  if (status === 400 && uniqueViolation) return new HttpError(409, summary, issues)
  if (status === 400 && fieldErrors.length > 0) return new HttpError(400, summary, issues)
  if (status !== null && status >= 400 && status < 500 && typeof e.message === 'string') {
    // A product rule's refusal keeps its code for the staff's screens (lib/rule-error.ts).
    const code = e.data?.code
    if (isRefusalCode(code))
      return new HttpError(status, e.message, undefined, { code, params: e.data?.params ?? {} })
    return new HttpError(status, e.message)
  }
  return null
}
