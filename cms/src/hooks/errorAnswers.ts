import type { CodedRefusal } from '@sog/contract'
import type { AfterErrorHook } from 'payload'

import { DATABASE_AWAY, isDatabaseAway } from '@/lib/database-errors'
import { sayInPanel } from '@/i18n/refusals'
import { panelLanguage } from '@/i18n/texts'
import { payloadFieldErrors } from '@/lib/field-errors'

/**
 * Payload's REST errors in the product's words (docs/api.md, "Errors"): each also carries
 * `detail` (its first message), as every other answer of the site does, beside Payload's own
 * `errors` that the panel reads, each refused field's path and message among them; and a
 * database that is away is a 503 with Retry-After, not the 500 Payload gives every failed query
 * (issue 32, M9).
 */
export const errorAnswers: AfterErrorHook = ({ error, req, result }) => {
  const language = panelLanguage(req)
  if (isDatabaseAway(error)) {
    req.responseHeaders = new Headers(req.responseHeaders)
    req.responseHeaders.set('retry-after', String(DATABASE_AWAY.retryAfterSeconds))
    const message = sayInPanel(DATABASE_AWAY, language) ?? DATABASE_AWAY.detail
    return { status: 503, response: { detail: message, errors: [{ message }] } }
  }
  const fields = payloadFieldErrors(error)
  if (fields) {
    // Payload keeps the fields only for an error it knows as its own, which this one is not
    // (docs/decisions/0196-panel-languages.md); without them the panel marks no field.
    const data = { ...(error as { data?: object }).data, errors: fields }
    const response = { errors: [{ name: 'ValidationError', data, message: error.message }] }
    return { response: { ...response, detail: error.message } }
  }
  const errors = result?.errors ?? []
  const message = errors[0]?.message
  if (typeof message !== 'string') return
  // A product rule's coded refusal, said in the panel's language as the staff's screens say it
  // (docs/decisions/0196-panel-languages.md); English keeps the rule's own words.
  const { code, params } = (error as { data?: { code?: unknown; params?: Params } }).data ?? {}
  const said = sayInPanel({ code, params }, language)
  if (!said) return { response: { ...result, detail: message } }
  const translated = [{ ...errors[0], message: said }, ...errors.slice(1)]
  return { response: { ...result, errors: translated, detail: said } }
}

type Params = CodedRefusal['params']
