import { z } from 'zod'

import { plainText } from './fields'

/**
 * Optimistic concurrency (docs/api.md, "Versions"): every record an admin or a dealer edits
 * carries the moment it last changed; a change that sends back an older one is refused with
 * 409 and the record as it is now, instead of overwriting someone else's work.
 */
export const version = z.string().meta({
  description: 'When the record last changed (ISO 8601); send it back with a change',
})

/** The version the client edited; without it the change is applied as before. */
export const versionInput = plainText(40).optional()

export const CONFLICT_MESSAGE = 'Someone else changed this record since you opened it'

/** The 409 of a stale change: the message and the record as it is now. */
export function conflict<S extends z.ZodType>(name: string, current: S) {
  return {
    description: 'Changed by someone else since `version`: `current` is their version',
    schema: z.strictObject({ detail: z.string(), current }).meta({ id: `${name}Conflict` }),
  }
}
