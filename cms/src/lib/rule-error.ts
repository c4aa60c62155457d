import { APIError } from 'payload'

/**
 * A product rule's refusal from a collection hook, worded for people (docs/product.md). Payload's
 * panel shows an error's message only when the error carries data; without it a production
 * build answers "An unknown error occurred." (its class name is minified away).
 */
export function ruleError(message: string, status = 409): APIError {
  return new APIError(message, status, { rule: message }, true)
}
