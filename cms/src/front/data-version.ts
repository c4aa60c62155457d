import CircuitBreaker from 'opossum'
import type pg from 'pg'

/**
 * The database's `public_data_version` (bumped by triggers inside every writer's transaction;
 * docs/decisions/0034-public-cache.md), read for every cached answer so each process
 * is exact the moment data changes. Concurrent readers share one query — but only a query that
 * started after they asked: a request that arrives after a write was acknowledged never gets a
 * version read before it. So under load one query serves a whole wave of requests instead of
 * one each, and no answer is staler than it would be with a query of its own.
 */
export type DataVersion = {
  /** Both counters, `<data>.<stock>`; `versionFor` picks what an answer depends on. */
  read: () => Promise<string>
  /** False while the database does not answer (the breaker is open): callers answer at once. */
  available: () => boolean
  close: () => void
}

/**
 * The read goes through a circuit breaker (opossum): a read that fails or takes longer than
 * VERSION_TIMEOUT_MS opens it, and it then answers "down" at once for RETRY_MS before it lets
 * one read try again. So a stalled or stopped database costs
 * a visitor at most that timeout, and kept answers are served meanwhile (issue 32, M9).
 */
export const VERSION_TIMEOUT_MS = 1_500
const RETRY_MS = 2_000

/**
 * The part of the version read (`<data>.<stock>`) that an answer or page is kept under: the
 * public data version alone, or both when it shows dealers' stock (0165-stock-version.md), so
 * a dealer's stock save keeps the catalogue's kept answers.
 */
export function versionFor(read: string, showsStock: boolean): string {
  return showsStock ? read : (read.split('.', 1)[0] ?? read)
}

export function createDataVersion(database: pg.Pool): DataVersion {
  let running: Promise<string> | null = null
  let next: Promise<string> | null = null

  const breaker = new CircuitBreaker(
    async () => {
      const { rows } = await database.query<{ version: string }>(
        `SELECT version || '.' || stock_version AS version FROM public_data_version WHERE id = 1`,
      )
      return rows[0]?.version ?? '0'
    },
    { timeout: VERSION_TIMEOUT_MS, resetTimeout: RETRY_MS },
  )
  // One failed or late read is enough, however many succeeded before it: the version's query is
  // the cheapest there is, so the database is away (a share of recent failures, opossum's own
  // rule, would wait for many slow reads after a busy minute).
  breaker.on('failure', () => breaker.open())
  const query = () => breaker.fire()

  const start = (): Promise<string> => {
    const current = query().finally(() => {
      if (running === current) running = null
    })
    running = current
    return current
  }

  return {
    available: () => !breaker.opened,
    close: () => breaker.shutdown(),
    read() {
      if (!running) return start()
      // A query is under way but may have begun before this request: join the next one.
      if (!next) {
        next = running
          .catch(() => undefined)
          .then(() => {
            next = null
            return start()
          })
      }
      return next
    },
  }
}
