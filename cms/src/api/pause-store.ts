import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { Redis } from 'ioredis'
import type { Payload } from 'payload'

import { loginThrottle } from '@/lib/login-lock'
import { storedPrefix } from '@/lib/sign-in-pauses'

/**
 * An administrator's view of the door's sign-in pauses (docs/decisions.md, "Doors and
 * logins"): whether a dealer's username is paused for some client, and lifting every pause on it.
 */
let redis: Redis | null = null
function redisClient(url: string): Redis {
  redis ??= new Redis(url, { enableOfflineQueue: true, maxRetriesPerRequest: 1 })
  return redis
}

async function redisKeys(client: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = []
  let cursor = '0'
  do {
    const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
    keys.push(...batch)
    cursor = next
  } while (cursor !== '0')
  return keys
}

/** Whether sign-ins for `username` are paused for at least one client. */
export async function isSignInPaused(payload: Payload, username: string): Promise<boolean> {
  if (!username) return false
  const { maxFailures } = loginThrottle()
  const prefix = storedPrefix(username)
  const url = process.env.REDIS_URL
  if (url) {
    const client = redisClient(url)
    const keys = await redisKeys(client, prefix)
    const values = keys.length > 0 ? await client.mget(keys) : []
    return values.some((value) => Number(value) > maxFailures)
  }
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const result = await db.execute(sql`
    SELECT 1 FROM rate_limits
    WHERE key LIKE ${`${prefix}%`} AND points > ${maxFailures}
      AND (expire IS NULL OR expire > ${Date.now()})
    LIMIT 1`)
  return result.rows.length > 0
}

/** Lifts every pause on `username`, from every client. */
export async function liftSignInPauses(payload: Payload, username: string): Promise<void> {
  if (!username) return
  const prefix = storedPrefix(username)
  const url = process.env.REDIS_URL
  if (url) {
    const client = redisClient(url)
    const keys = await redisKeys(client, prefix)
    if (keys.length > 0) await client.del(keys)
    return
  }
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  await db.execute(sql`DELETE FROM rate_limits WHERE key LIKE ${`${prefix}%`}`)
}
