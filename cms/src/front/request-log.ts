import crypto from 'node:crypto'

/**
 * What a request log line may say about the address: the path, and the query with the values
 * of anything secret-looking replaced (reset tokens, passwords, e-mail addresses in links).
 */
const SECRET_KEY = /token|password|secret|key|signature|sig|code|hash|email|auth/i

/** Longer addresses are cut: a log line stays small whatever a client sends. */
const MAX_LOGGED = 1024

export function loggablePath(url: string): string {
  const path = redacted(url)
  return path.length > MAX_LOGGED ? `${path.slice(0, MAX_LOGGED)}…` : path
}

function redacted(url: string): string {
  const at = url.indexOf('?')
  if (at === -1) return url
  const query = new URLSearchParams(url.slice(at + 1))
  for (const key of new Set(query.keys())) if (SECRET_KEY.test(key)) query.set(key, '[redacted]')
  const rest = query.toString()
  return rest ? `${url.slice(0, at)}?${rest}` : url.slice(0, at)
}

/** A proxy's request id is honoured when it is short and plain; anything else gets a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

export function requestIdFrom(header: string | string[] | undefined, trusted: boolean): string {
  if (trusted && typeof header === 'string' && REQUEST_ID.test(header)) return header
  return crypto.randomUUID()
}
