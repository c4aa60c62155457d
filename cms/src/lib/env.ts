import path from 'node:path'

/**
 * Settings read from the environment. The launcher (`src/server/start.ts`) resolves every
 * path and secret before Next or the Payload CLI starts, so the values here are final.
 */
/** Absolute once a launcher has run; the relative fallback only serves `next build`. */
export function dataDir(): string {
  return process.env.DATA_DIR ?? 'data'
}

export function mediaDir(): string {
  return path.join(dataDir(), 'media')
}

export function databaseUrl(): string {
  return process.env.DATABASE_URL ?? ''
}

export function payloadSecret(): string {
  return process.env.PAYLOAD_SECRET ?? ''
}
