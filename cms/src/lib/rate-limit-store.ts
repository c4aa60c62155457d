import type { Redis } from 'ioredis'
import type pg from 'pg'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

/**
 * Where the product's rate-limit counters live, seen alike by every server process and by the
 * front and Next: PostgreSQL (the `rate_limits` table) by default, Redis when REDIS_URL is set.
 * Each store-backed limiter has an in-memory twin that takes over while the store does not
 * answer.
 */
export type Store = { kind: 'postgres'; pool: pg.Pool } | { kind: 'redis'; client: Redis }

export type LimiterOptions = {
  keyPrefix: string
  points: number
  duration: number
  blockDuration?: number
}

export function createLimiter(store: Store, options: LimiterOptions): RateLimiterAbstract {
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
