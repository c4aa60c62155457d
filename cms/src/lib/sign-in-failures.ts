import type { CodedRefusal } from '@sog/contract'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { loginThrottle, pausedRefusal } from './login-lock'
import { createLimiter, type Store } from './rate-limit-store'
import { PAIR_PREFIX, pairKey } from './sign-in-pauses'

/**
 * Wrong passwords, counted as rate-limiter-flexible's login-protection pattern counts them:
 * per username and client (after LOGIN_MAX_ATTEMPTS in a row that pair waits
 * LOGIN_LOCK_MINUTES) and per client (FAILURES_PER_CLIENT_PER_DAY), never per account, so
 * nobody can lock the owner out from elsewhere; unknown usernames count like real ones, so a
 * pause reveals nothing. The front's login doors count here, and so does every other place that
 * checks a password (the current password before an admin's password changes).
 */
export const FAILURES_PER_CLIENT_PER_DAY = 100

const MINUTE = 60
const DAY = 24 * 60 * MINUTE

/** A refusal to wait, said by code in the reader's language (docs/decisions/0197-every-refusal-coded.md). */
export type Throttled = CodedRefusal & { status: 429; retryAfterSeconds: number }

export function secondsBefore(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000))
}

export function createSignInFailures(store: Store) {
  const { maxFailures, lockMinutes } = loginThrottle()
  // Blocked explicitly once the last allowed failure is counted (`failed`).
  const consecutive = createLimiter(store, {
    keyPrefix: PAIR_PREFIX,
    points: maxFailures,
    duration: DAY,
  })
  const perClient = createLimiter(store, {
    keyPrefix: 'login:client',
    points: FAILURES_PER_CLIENT_PER_DAY,
    duration: DAY,
    blockDuration: DAY,
  })

  function throttled(res: RateLimiterRes): Throttled {
    return {
      status: 429,
      ...pausedRefusal(new Date(Date.now() + res.msBeforeNext)),
      retryAfterSeconds: secondsBefore(res),
    }
  }

  return {
    /** Whether this client must wait before trying this username (or any username) again. */
    async refusal(username: string, client: string): Promise<Throttled | null> {
      const [pair, all] = await Promise.all([
        consecutive.get(pairKey(username, client)),
        perClient.get(client),
      ])
      if (all && all.consumedPoints > FAILURES_PER_CLIENT_PER_DAY) return throttled(all)
      if (pair && pair.consumedPoints > maxFailures) return throttled(pair)
      return null
    },

    async failed(username: string, client: string): Promise<void> {
      // Consuming past the limit blocks the key (blockDuration); the rejection itself is expected.
      const key = pairKey(username, client)
      const [pair] = await Promise.all([
        consecutive.consume(key).catch((refused: unknown) => refused),
        perClient.consume(client).catch(() => {}),
      ])
      if (pair instanceof RateLimiterRes && pair.consumedPoints >= maxFailures)
        await consecutive.block(key, lockMinutes * MINUTE).catch(() => {})
    },

    /** The right password: this username's failures from this client are forgotten. */
    async succeeded(username: string, client: string): Promise<void> {
      await consecutive.delete(pairKey(username, client)).catch(() => {})
    },
  }
}

export type SignInFailures = ReturnType<typeof createSignInFailures>
