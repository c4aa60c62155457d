import { Pool, type Dispatcher } from 'undici'

import type { PoolName } from '@sog/contract'

/**
 * The Next server behind the front door, reached through one bounded undici pool per route
 * class: logins cannot starve the catalogue, and the panel cannot starve logins. Bodies arrive whole at the front before a connection is taken, so a
 * slow client never holds one while it sends. When a pool's connections and queue are full the
 * request is refused at once (503 with Retry-After) instead of waiting without bound, and one
 * client may have only so many requests in flight upstream.
 */
const CONNECTIONS: Record<PoolName, number> = { auth: 4, api: 16, panel: 16 }
/** Requests that may wait for a connection, per connection (a burst of 100 contact messages fits). */
const QUEUE_FACTOR = 15
export const MAX_IN_FLIGHT_PER_CLIENT = 16

export const UPSTREAM_TIMEOUTS = {
  connectMs: 2_000,
  /** Until the answer's headers: a firearm save with eight new images resizes them all first. */
  headersMs: 60_000,
  /** Between two chunks of the answer. */
  bodyMs: 30_000,
}

/** The client's abort signal rides on the headers object under this key until dispatch. */
export const CLIENT_SIGNAL = Symbol('client-signal')

type SignalCarrier = { [CLIENT_SIGNAL]?: AbortSignal }

/**
 * @fastify/reply-from calls `pool.request(options, callback)` without a signal; the front puts
 * the client's signal on the headers (see `rewriteRequestHeaders` in index.ts) and this moves
 * it to `signal`, so a client that leaves aborts its upstream request.
 */
function withClientSignal(pool: Pool): Pool {
  const request = pool.request.bind(pool) as (
    options: Dispatcher.RequestOptions,
    callback: unknown,
  ) => unknown
  const patched = (options: Dispatcher.RequestOptions, callback: unknown) => {
    const headers = options.headers as (Record<string, unknown> & SignalCarrier) | undefined
    const signal = headers?.[CLIENT_SIGNAL]
    if (!signal) return request(options, callback)
    const { [CLIENT_SIGNAL]: _carried, ...rest } = headers
    return request(
      { ...options, headers: rest as Dispatcher.RequestOptions['headers'], signal },
      callback,
    )
  }
  pool.request = patched as Pool['request']
  return pool
}

export type Upstream = ReturnType<typeof createUpstream>

export function createUpstream(origin: string) {
  const pools = Object.fromEntries(
    (Object.keys(CONNECTIONS) as PoolName[]).map((name) => [
      name,
      withClientSignal(
        new Pool(origin, {
          connections: CONNECTIONS[name],
          pipelining: 1,
          connectTimeout: UPSTREAM_TIMEOUTS.connectMs,
          headersTimeout: UPSTREAM_TIMEOUTS.headersMs,
          bodyTimeout: UPSTREAM_TIMEOUTS.bodyMs,
          // Next keeps idle connections 5 s; close ours first so a reused one is never half-dead.
          keepAliveTimeout: 4_000,
          keepAliveMaxTimeout: 4_000,
        }),
      ),
    ]),
  ) as Record<PoolName, Pool>
  const inFlight = Object.fromEntries(
    (Object.keys(CONNECTIONS) as PoolName[]).map((name) => [name, 0]),
  ) as Record<PoolName, number>
  const perClient = new Map<string, number>()

  return {
    pools,
    inFlight: (name: PoolName) => inFlight[name],

    /**
     * Takes a place in the pool for one request from `client`; the returned release must run
     * once the answer is done. Null when the pool or the client has no place left.
     */
    acquire(name: PoolName, client: string): { release: () => void } | 'pool-full' | 'client-full' {
      if (inFlight[name] >= CONNECTIONS[name] * (1 + QUEUE_FACTOR)) return 'pool-full'
      const mine = perClient.get(client) ?? 0
      if (mine >= MAX_IN_FLIGHT_PER_CLIENT) return 'client-full'
      inFlight[name] += 1
      perClient.set(client, mine + 1)
      let released = false
      return {
        release: () => {
          if (released) return
          released = true
          inFlight[name] -= 1
          const left = (perClient.get(client) ?? 1) - 1
          if (left > 0) perClient.set(client, left)
          else perClient.delete(client)
        },
      }
    },

    async close() {
      await Promise.all(Object.values(pools).map((pool) => pool.destroy()))
    },
  }
}
