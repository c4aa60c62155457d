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

/**
 * The address users open (`https://dealers.example.com`), without a trailing slash; undefined
 * for local use, where the product answers on whatever host it is reached by.
 */
export function publicUrl(): string | undefined {
  const value = process.env.PUBLIC_URL?.trim()
  if (!value) return undefined
  const url = new URL(value)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`PUBLIC_URL must be an http(s) address, got "${value}"`)
  }
  return url.origin
}

/** Origins whose requests may be authenticated by the panel's cookie. */
export function trustedOrigins(): string[] {
  const configured = publicUrl()
  if (configured) return [configured]
  const port = process.env.PORT ?? '3000'
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}
