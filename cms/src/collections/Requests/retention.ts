import { sql } from '@payloadcms/db-postgres'
import { DEFAULT_REQUEST_RETENTION_MONTHS } from '@sog/contract'
import { createLocalReq, type Payload } from 'payload'

import { databaseFor } from '@/lib/database'

/**
 * Requests are kept for the company settings' retention period (default 24 months), then
 * removed: at every start and every few hours while a server runs, like the unused media
 * (docs/decisions/0162-requests.md). The age is the database's own: `created_at` against its
 * `now()`, so no server's clock decides.
 */
export async function retentionMonths(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  return settings.requestRetentionMonths ?? DEFAULT_REQUEST_RETENTION_MONTHS
}

/** Removes every request sent longer ago than the retention period; returns their ids. */
export async function purgeExpiredRequests(payload: Payload, months?: number): Promise<number[]> {
  const keep = months ?? (await retentionMonths(payload))
  const db = await databaseFor(await createLocalReq({}, payload))
  const result = await db.execute(sql`
    DELETE FROM requests
    WHERE created_at < now() - make_interval(months => ${keep})
    RETURNING id`)
  const removed = (result.rows as { id: number }[]).map((row) => row.id)
  if (removed.length > 0)
    payload.logger.info({ removed: removed.length, months: keep }, 'expired requests removed')
  return removed
}

/** How often a running server removes expired requests, besides at every start. */
export const PURGE_EVERY_MS = 6 * 60 * 60 * 1000

const purging = new WeakMap<Payload, () => void>()

/**
 * Removes expired requests every `everyMs` while the process runs (one timer per instance; it
 * never keeps the process alive, and `stopPurging`, called by closePayload, ends it with the
 * instance). Several processes may purge at once: each DELETE removes what is expired and
 * what another removed first is simply gone. Returns stop.
 */
export function purgePeriodically(payload: Payload, everyMs = PURGE_EVERY_MS): () => void {
  stopPurging(payload)
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    purgeExpiredRequests(payload)
      .catch((error: unknown) => payload.logger.warn({ err: error }, 'request purge failed'))
      .finally(() => (running = false))
  }, everyMs)
  timer.unref()
  const stop = () => {
    clearInterval(timer)
    if (purging.get(payload) === stop) purging.delete(payload)
  }
  purging.set(payload, stop)
  return stop
}

export function stopPurging(payload: Payload): void {
  purging.get(payload)?.()
}
