import type { CodedRefusal } from '@sog/contract'
import { APIError } from 'payload'

/**
 * A product rule's refusal from a collection hook, worded for people (docs/product.md). Payload's
 * panel shows an error's message only when the error carries data; without it a production
 * build answers "An unknown error occurred." (its class name is minified away).
 */
export function ruleError(message: string, status = 409): APIError {
  return new APIError(message, status, { rule: message }, true)
}

/**
 * A rule's refusal that the staff's screens show in their language: its code and parameters
 * travel with it to the /api answer (api/payload-errors.ts; contract/src/rules/refusals.ts).
 */
export function refusalError({ code, params, detail }: CodedRefusal, status = 409): APIError {
  return new APIError(detail, status, { rule: detail, code, params }, true)
}
