import type pg from 'pg'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

import type { PoolName } from '@sog/contract'

/**
 * Prometheus metrics of the front server (docs/operations.md): requests and their latency per
 * route class, the public cache's lookups, the database pool, upstream requests in flight per
 * pool, door refusals, and Node's process metrics (event-loop lag among them). Labels are
 * route classes, never raw paths, so the series stay few whatever clients ask for.
 */
export function createMetrics(database: pg.Pool, inFlight: (pool: PoolName) => number) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
  const requests = new Counter({
    name: 'sog_http_requests_total',
    help: 'Requests answered by the front server, by route class, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'sog_http_request_duration_seconds',
    help: 'Time from the first byte of a request to the end of its answer, by route class.',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  })
  const cache = new Counter({
    name: 'sog_public_cache_lookups_total',
    help: 'Public read cache lookups: hit (from memory), fill (asked Next), stale (kept, the database away), bypass (passed on).',
    labelNames: ['result'] as const,
    registers: [registry],
  })
  const refusals = new Counter({
    name: 'sog_door_refusals_total',
    help: 'Requests refused by the door limiter (429), by door.',
    labelNames: ['door'] as const,
    registers: [registry],
  })
  new Gauge({
    name: 'sog_db_pool_connections',
    help: "The front server's PostgreSQL pool: all, idle and waiting clients.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, database.totalCount)
      this.set({ state: 'idle' }, database.idleCount)
      this.set({ state: 'waiting' }, database.waitingCount)
    },
  })
  new Gauge({
    name: 'sog_upstream_in_flight',
    help: 'Requests passed to the application server and not yet answered, by pool.',
    labelNames: ['pool'] as const,
    registers: [registry],
    collect() {
      for (const pool of ['auth', 'api', 'panel'] as const) this.set({ pool }, inFlight(pool))
    },
  })

  return {
    registry,
    observe(route: string, method: string, status: number, seconds: number) {
      requests.inc({ route, method, status: String(status) })
      duration.observe({ route, method }, seconds)
    },
    cacheLookup: (result: 'hit' | 'fill' | 'stale' | 'bypass') => cache.inc({ result }),
    refused: (door: string) => refusals.inc({ door }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>
