import path from 'node:path'

import { settings } from '@/settings'

/**
 * Settings read from the environment. The launcher (`src/server/start.ts`) resolves every
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

/** Origins whose requests may be authenticated by the panel's cookie. */
export function trustedOrigins(): string[] {
  const configured = publicUrl()
  if (configured) return [configured]
  const port = settings().PORT
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}
