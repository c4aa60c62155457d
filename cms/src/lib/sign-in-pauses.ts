import crypto from 'node:crypto'

/**
 * Sign-in pauses after wrong passwords are counted per username and client at the front
 * server's door (docs/decisions/0107-sign-in-pauses.md), in the `rate_limits` table or in Redis
 * when REDIS_URL is set. This file names those counters for the door and for the administrators'
 * view of them (`api/pause-store.ts`).
 */
export const PAIR_PREFIX = 'login:user+client'

/** Usernames are the client's text; the store keeps a short digest of them. */
export function usernameDigest(username: string): string {
  return crypto
    .createHash('sha256')
    .update(username.trim().toLowerCase())
    .digest('hex')
    .slice(0, 24)
}

/** The key of one username and client pair within PAIR_PREFIX. */
export function pairKey(username: string, client: string): string {
  return `${usernameDigest(username)}:${client}`
}

/** Every stored key of a username's pairs starts with this (the limiter adds `prefix:`). */
export const storedPrefix = (username: string) => `${PAIR_PREFIX}:${usernameDigest(username)}:`
