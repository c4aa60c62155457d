import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type pg from 'pg'

import { createSignInFailures, type SignInFailures } from '@/lib/sign-in-failures'
import { HttpError } from './http'
import { redisClient } from './pause-store'
import { settings } from '@/settings'

/**
 * A password checked outside a login (the current one, before an admin's password changes) is
 * counted as a sign-in (issue 32): wrong ones pause this client for this username exactly as
 * the login doors do, in the same counters, so neither door can be used to guess past the
 * other's limit.
 */
let failures: SignInFailures | null = null

function signInFailures(payload: Payload): SignInFailures {
  const url = settings().REDIS_URL
  failures ??= createSignInFailures(
    url
      ? { kind: 'redis', client: redisClient(url) }
      : {
          kind: 'postgres',
          // Payload's adapter pins an older @types/pg; at run time it is the same pg.Pool.
          pool: (payload.db as unknown as PostgresAdapter).pool as unknown as pg.Pool,
        },
  )
  return failures
}

/** The client's address, as the front server (the only way in) wrote it. */
export function clientOf(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown'
}

/**
 * Runs `check` (which throws on a wrong password) within the sign-in limits of `username` from
 * the request's client: 429 while paused, and every failure counted.
 */
export async function checkedPassword(
  payload: Payload,
  request: Request,
  username: string,
  check: () => Promise<void>,
): Promise<void> {
  const counters = signInFailures(payload)
  const client = clientOf(request)
  const throttled = await counters.refusal(username, client)
  if (throttled)
    throw new HttpError(
      429,
      throttled.detail,
      undefined,
      { code: throttled.code, params: throttled.params },
      { 'retry-after': String(throttled.retryAfterSeconds) },
    )
  try {
    await check()
  } catch (error) {
    await counters.failed(username, client)
    throw error
  }
  await counters.succeeded(username, client)
}
