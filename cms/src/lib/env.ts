import path from 'node:path'

import { settings } from '@/settings'

/**
 * Settings read from the environment. The launcher (`src/launcher/start.ts`) resolves every
 * path and secret before Next or the Payload CLI starts, so the values here are final.
 */
/** Absolute once a launcher has run; the relative fallback only serves `next build`. */
export function dataDir(): string {
  return settings().DATA_DIR ?? 'data'
}

export function mediaDir(): string {
  return path.join(dataDir(), 'media')
}

export function databaseUrl(): string {
  return settings().DATABASE_URL ?? ''
}

export function payloadSecret(): string {
  return settings().PAYLOAD_SECRET ?? ''
}

/**
 * The address users open (`https://dealers.example.com`), without a trailing slash; undefined
 * for local use, where the product answers on whatever host it is reached by.
 */
export function publicUrl(): string | undefined {
  const value = settings().PUBLIC_URL
  return value ? new URL(value).origin : undefined
}

/**
 * Origins whose requests Payload authenticates by the panel's cookie. The front server takes a
 * same-origin `Origin` off before Payload sees it (server/front/proxy.ts, `isOwnOrigin`), so only
 * PUBLIC_URL needs listing; without it the list holds an origin no browser sends. Never empty:
 * an empty list would let every origin in.
 */
export function trustedOrigins(): string[] {
  return [publicUrl() ?? 'https://no-other-origin.invalid']
}
