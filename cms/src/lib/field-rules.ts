import { PARSE_OPTIONS } from '@sog/contract'
import { z } from 'zod'

/**
 * A contract rule as a Payload field `validate`, so the panel, Payload's REST API and /api refuse
 * the same values with the same words. The value is checked as a member named by the field's
 * label, which puts the label in the message ("Price must be 0 or more").
 */
export function fieldRule(schema: z.ZodType, label: string) {
  const named = z.object({ [label]: schema })
  return (value: unknown): true | string => {
    const result = named.safeParse({ [label]: value }, PARSE_OPTIONS)
    return result.success ? true : (result.error.issues[0]?.message ?? `${label} is not valid`)
  }
}

/** Payload's `beforeValidate` field hook that trims text. */
export const trimHook = {
  beforeValidate: [
    ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim() : value),
  ],
}
