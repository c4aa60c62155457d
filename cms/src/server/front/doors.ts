import type { Redis } from 'ioredis'
import type pg from 'pg'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import type { DoorName } from '@sog/contract'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import { lockedMessage, loginThrottle } from '@/lib/login-lock'
import { PAIR_PREFIX, pairKey } from '@/lib/sign-in-pauses'
import { frontClassOf } from './front-class'
import { mediaType } from './bodies'
import type { Metrics } from './metrics'
import { refuse } from './refuse'

/**
 * One limiter for every door (logins, password resets, unlocks, contact messages) on /api and
 * /cms/api alike, with its counters where every server process sees them: PostgreSQL (the
 * `rate_limits` table) by default, Redis when REDIS_URL is set. Each store-backed limiter has an
 * in-memory twin that takes over while the store does not answer.
 *
 * Logins follow rate-limiter-flexible's login-protection pattern: failures are counted per
 * username and client (after LOGIN_MAX_ATTEMPTS in a row that pair waits LOGIN_LOCK_MINUTES) and
 * per client (100 a day), never per account, so nobody can lock the owner out from elsewhere;
 * unknown usernames count like real ones, so a throttled answer reveals nothing. The login door's
 * own share (20 per client per 10 minutes) counts failures too: each attempt takes a point as it
 * enters (so a burst sent at once is counted at once) and a successful one gives it back, so an
 * office behind one address is never locked out by its own sign-ins. A success clears its
 * username's failures from that client, not the client's: else one valid account could reset
 * the per-client caps between guesses at others (docs/api.md, "Sign-in limits").
 */
export type Store = { kind: 'postgres'; pool: pg.Pool } | { kind: 'redis'; client: Redis }

export type DoorRefusal = { status: 429; detail: string; retryAfterSeconds: number }

const MINUTE = 60
const DAY = 24 * 60 * MINUTE

/** Requests per client per window at each door. */
export const DOOR_LIMITS: Record<DoorName, { points: number; duration: number }> = {
  login: { points: 20, duration: 10 * MINUTE },
  'forgot-password': { points: 5, duration: 10 * MINUTE },
  unlock: { points: 10, duration: 10 * MINUTE },
  contact: { points: 10, duration: 10 * MINUTE },
}
/** Failed logins per client per day, whatever the usernames. */
export const FAILURES_PER_CLIENT_PER_DAY = 100

type LimiterOptions = {
  keyPrefix: string
  points: number
  duration: number
  blockDuration?: number
}

function createLimiter(store: Store, options: LimiterOptions): RateLimiterAbstract {
  const insuranceLimiter = new RateLimiterMemory(options)
  if (store.kind === 'redis') {
    return new RateLimiterRedis({ storeClient: store.client, insuranceLimiter, ...options })
  }
  return new RateLimiterPostgres({
    storeClient: store.pool,
    storeType: 'pool',
    // Created by the migration `20261123_034145_front_door`.
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: true,
    insuranceLimiter,
    ...options,
  })
}

function seconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000))
}

export function createDoors(store: Store) {
  const { maxFailures, lockMinutes } = loginThrottle()
  const doors = Object.fromEntries(
    Object.entries(DOOR_LIMITS).map(([door, limit]) => [
      door,
      createLimiter(store, { keyPrefix: `door:${door}`, ...limit }),
    ]),
  ) as Record<DoorName, RateLimiterAbstract>
  // Blocked explicitly once the last allowed failure is counted (`loginFailed`).
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

  function throttled(res: RateLimiterRes): DoorRefusal {
    return {
      status: 429,
      detail: lockedMessage(new Date(Date.now() + res.msBeforeNext)),
      retryAfterSeconds: seconds(res),
    }
  }

  return {
    /** Counts one request at a door; a refusal when the client has used its share. */
    async enter(door: DoorName, client: string): Promise<DoorRefusal | null> {
      try {
        await doors[door].consume(client)
        return null
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error
        const wait = seconds(error)
        return {
          status: 429,
          detail: `Too many requests; please try again in ${wait} seconds`,
          retryAfterSeconds: wait,
        }
      }
    },

    /** Whether this client must wait before trying this username (or any username) again. */
    async loginRefusal(username: string, client: string): Promise<DoorRefusal | null> {
      const [pair, all] = await Promise.all([
        consecutive.get(pairKey(username, client)),
        perClient.get(client),
      ])
      if (all && all.consumedPoints > FAILURES_PER_CLIENT_PER_DAY) return throttled(all)
      if (pair && pair.consumedPoints > maxFailures) return throttled(pair)
      return null
    },

    async loginFailed(username: string, client: string): Promise<void> {
      // Consuming past the limit blocks the key (blockDuration); the rejection itself is expected.
      const key = pairKey(username, client)
      const [pair] = await Promise.all([
        consecutive.consume(key).catch((refused: unknown) => refused),
        perClient.consume(client).catch(() => {}),
      ])
      if (pair instanceof RateLimiterRes && pair.consumedPoints >= maxFailures)
        await consecutive.block(key, lockMinutes * MINUTE).catch(() => {})
    },

    async loginSucceeded(username: string, client: string): Promise<void> {
      await Promise.all([
        consecutive.delete(pairKey(username, client)).catch(() => {}),
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

/** Counts every request at its class's door, and every login's outcome. */
export const doorsPlugin = fp<{ doors: Doors; metrics: Metrics }>(
  async (app, { doors, metrics }) => {
    app.addHook('preValidation', async (request, reply) => {
      const door = frontClassOf(request).door
      if (!door) return
      const refusal = await doors.enter(door, request.ip)
      if (refusal) {
        metrics.refused(door)
        return refuse(request, reply, refusal)
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
  },
)
