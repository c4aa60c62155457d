import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { Redis } from 'ioredis'
import type { Payload } from 'payload'

import { loginThrottle } from '@/lib/login-lock'
import { PAIR_PREFIX, storedPrefix, usernameDigest } from '@/lib/sign-in-pauses'
import { settings } from '@/settings'

/**
 * An administrator's view of the door's sign-in pauses (docs/decisions/0107-sign-in-pauses.md):
 * which dealers' usernames are paused for some client, and lifting every pause on one.
 */
let redis: Redis | null = null
export function redisClient(url: string): Redis {
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

/**
 * Which of `usernames` have their sign-ins paused for at least one client: one look at the
 * store for a whole list of dealers.
 */
export async function pausedUsernames(payload: Payload, usernames: string[]): Promise<Set<string>> {
  const byDigest = new Map(usernames.filter(Boolean).map((name) => [usernameDigest(name), name]))
  if (byDigest.size === 0) return new Set()
  const { maxFailures } = loginThrottle()
  const digestOf = (key: string) => key.slice(PAIR_PREFIX.length + 1).split(':')[0] ?? ''
  const pausedDigests = new Set<string>()
  const url = settings().REDIS_URL
  if (url) {
    const client = redisClient(url)
    const keys = await redisKeys(client, `${PAIR_PREFIX}:`)
    const values = keys.length > 0 ? await client.mget(keys) : []
    keys.forEach((key, i) => {
      if (Number(values[i]) > maxFailures) pausedDigests.add(digestOf(key))
    })
  } else {
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    const result = await db.execute(sql`
      SELECT key FROM rate_limits
      WHERE key LIKE ${`${PAIR_PREFIX}:%`} AND points > ${maxFailures}
        AND (expire IS NULL OR expire > ${Date.now()})`)
    for (const row of result.rows as { key: string }[]) pausedDigests.add(digestOf(row.key))
  }
  return new Set([...byDigest].filter(([digest]) => pausedDigests.has(digest)).map(([, n]) => n))
}

/** Lifts every pause on `username`, from every client. */
export async function liftSignInPauses(payload: Payload, username: string): Promise<void> {
  if (!username) return
  const prefix = storedPrefix(username)
  const url = settings().REDIS_URL
  if (url) {
    const client = redisClient(url)
    const keys = await redisKeys(client, prefix)
    if (keys.length > 0) await client.del(keys)
    return
  }
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  await db.execute(sql`DELETE FROM rate_limits WHERE key LIKE ${`${prefix}%`}`)
}
