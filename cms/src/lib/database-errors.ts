import { refusal } from '@sog/contract'

/**
 * Whether an error says the database is away (stopped, restarting, unreachable, out of
 * connections) rather than that a query was wrong: such a failure is the documented 503 with
 * Retry-After (docs/api.md, "Errors"), never a 500. Drivers wrap it (Drizzle's query error has
 * the pg error as its cause), so the whole chain of causes is read.
 */
const AWAY_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  // SQLSTATE: cannot connect now, admin or crash shutdown, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
])
const AWAY_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|cannot connect to Postgres|Client has encountered a connection error/i

export function isDatabaseAway(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const code = typeof current.code === 'string' ? current.code : ''
    // SQLSTATE class 08: connection exceptions.
    if (AWAY_CODES.has(code) || code.startsWith('08')) return true
    if (typeof current.message === 'string' && AWAY_MESSAGES.test(current.message)) return true
    current = current.cause as typeof current
  }
  return false
}

/** Seconds a client is told to wait before it tries again. */
export const DATABASE_RETRY_SECONDS = 5
/** The refusal while the database is away, by code (docs/decisions/0197-every-refusal-coded.md). */
export const DATABASE_AWAY = {
  status: 503,
  ...refusal('databaseAway'),
  retryAfterSeconds: DATABASE_RETRY_SECONDS,
}
