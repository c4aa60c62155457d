import { refusal, wholeMinutes, type DoorName } from '@sog/contract'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { DATABASE_AWAY } from '@/lib/database-errors'
import { createLimiter, type Store } from '@/lib/rate-limit-store'
import { createSignInFailures, secondsBefore, type Throttled } from '@/lib/sign-in-failures'
import { mediaType } from './bodies'
import { frontClassOf } from './front-class'
import type { Metrics } from './metrics'
import { refuse } from './refuse'

/**
 * One limiter for every door (logins, password resets, unlocks, contact messages, price and
 * availability requests) on /api and /cms/api alike, its counters in the product's rate-limit
 * store (lib/rate-limit-store.ts), and every login's outcome counted as a sign-in failure or
 * success (lib/sign-in-failures.ts).
 *
 * The login door's own share (20 per client per 10 minutes) counts failures: each attempt takes
 * a point as it enters (so a burst sent at once is counted at once) and a successful one gives
 * it back, so an office behind one address is never locked out by its own sign-ins. A success
 * clears its username's failures from that client, not the client's: else one valid account
 * could reset the per-client caps between guesses at others (docs/api.md, "Sign-in limits").
 */
const MINUTE = 60

/** Requests per client per window at each door. */
export const DOOR_LIMITS: Record<DoorName, { points: number; duration: number }> = {
  login: { points: 20, duration: 10 * MINUTE },
  'forgot-password': { points: 5, duration: 10 * MINUTE },
  unlock: { points: 10, duration: 10 * MINUTE },
  contact: { points: 10, duration: 10 * MINUTE },
  request: { points: 10, duration: 10 * MINUTE },
}

export function createDoors(store: Store) {
  const doors = Object.fromEntries(
    Object.entries(DOOR_LIMITS).map(([door, limit]) => [
      door,
      createLimiter(store, { keyPrefix: `door:${door}`, ...limit }),
    ]),
  ) as Record<DoorName, RateLimiterAbstract>
  const failures = createSignInFailures(store)

  return {
    /** Counts one request at a door; a refusal when the client has used its share. */
    async enter(door: DoorName, client: string): Promise<Throttled | null> {
      try {
        await doors[door].consume(client)
        return null
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error
        const wait = secondsBefore(error)
        return {
          status: 429,
          ...refusal('tooManyRequests', { seconds: wait, count: wholeMinutes(wait) }),
          retryAfterSeconds: wait,
        }
      }
    },

    loginRefusal: failures.refusal,
    loginFailed: failures.failed,

    async loginSucceeded(username: string, client: string): Promise<void> {
      await Promise.all([
        failures.succeeded(username, client),
        doors.login.reward(client).catch(() => {}),
      ])
    },
  }
}

export type Doors = ReturnType<typeof createDoors>

declare module 'fastify' {
  interface FastifyRequest {
    /** The username a login names ('' when none), for the door's accounting. */
    loginUsername?: string
  }
}

/**
 * The username or e-mail address a login body names, read as the application server reads it:
 * JSON, or a multipart form whose `_payload` field is the JSON (the only two types the login
 * class lets in, front-classes.ts). '' when it names none: the client's failures count anyway.
 */
async function loginName(request: FastifyRequest): Promise<string> {
  const body = request.body
  if (!Buffer.isBuffer(body) || body.length === 0) return ''
  let fields: unknown
  try {
    if (mediaType(request.headers['content-type']) === 'application/json')
      fields = JSON.parse(body.toString('utf8'))
    else {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': String(request.headers['content-type']) },
      }).formData()
      const payloadField = form.get('_payload')
      fields = typeof payloadField === 'string' ? JSON.parse(payloadField) : null
    }
  } catch {
    return ''
  }
  if (typeof fields !== 'object' || fields === null) return ''
  const { username, email } = fields as { username?: unknown; email?: unknown }
  const name = typeof username === 'string' && username !== '' ? username : email
  return typeof name === 'string' ? name.trim().toLowerCase() : ''
}

/**
 * Counts every request at its class's door, and every login's outcome. While the database does
 * not answer, nothing behind a door can be done (every door leads to it), and its counters
 * cannot be read: the door answers 503 at once instead of waiting on both.
 */
export const doorsPlugin = fp<{
  doors: Doors
  metrics: Metrics
  databaseAvailable: () => boolean
}>(async (app, { doors, metrics, databaseAvailable }) => {
  app.addHook('preValidation', async (request, reply) => {
    const door = frontClassOf(request).door
    if (!door) return
    if (!databaseAvailable()) return refuse(request, reply, DATABASE_AWAY)
    const full = await doors.enter(door, request.ip)
    if (full) {
      metrics.refused(door)
      return refuse(request, reply, full)
    }
    if (door !== 'login') return
    request.loginUsername = await loginName(request)
    const throttled = await doors.loginRefusal(request.loginUsername, request.ip)
    if (throttled) {
      metrics.refused('login-throttle')
      return refuse(request, reply, throttled)
    }
  })
  // A login's outcome is counted before its answer leaves, so the client's next try sees it.
  app.addHook('onSend', async (request, reply) => {
    const username = request.loginUsername
    if (username === undefined) return
    const status = reply.statusCode
    if (status === 401) await doors.loginFailed(username, request.ip)
    else if (status >= 200 && status < 300) await doors.loginSucceeded(username, request.ip)
  })
})
