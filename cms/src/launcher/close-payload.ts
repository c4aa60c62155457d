import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { stopSweeping } from '@/collections/Media/orphans'
import { stopPurging } from '@/collections/Requests/retention'

/**
 * `payload.destroy()` leaves the Postgres pool open. Ending it closes the idle connections;
 * `end()` only settles once every client is back, and Payload can keep one checked out, so it is
 * not awaited. A connection that outlives the instance is cut when the database stops, and
 * nobody listens for it any more: that error is dropped instead of crashing the process. The
 * instance's media sweep and request purge stop with it.
 */
export async function closePayload(payload: Payload): Promise<void> {
  stopSweeping(payload)
  stopPurging(payload)
  const { pool } = payload.db as unknown as PostgresAdapter
  await payload.destroy()
  if (!pool) return
  pool.on('error', () => {})
  void pool.end().catch(() => {})
}
