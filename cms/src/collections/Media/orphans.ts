import { sql } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import { databaseFor } from '@/lib/database'

/**
 * Media that nothing uses any more are deleted, files and renditions with them (on the disk or
 * in the bucket, through Payload's delete): when a firearm or the settings stop using one, and
 * in a sweep at every start (docs/decisions/0122-unused-media.md). "Uses" means a foreign key to
 * `media.id` from a live table: firearms, their gallery rows, the settings — whatever the
 * schema has, read from PostgreSQL's catalogue. Version history (`_*_v` tables) and Payload's
 * own bookkeeping (`payload_*`) do not keep a file alive; their keys are set to null.
 */
type Column = { table: string; column: string }

let columnsOnce: Promise<Column[]> | null = null

async function usingColumns(payload: Payload): Promise<Column[]> {
  columnsOnce ??= (async () => {
    const db = await databaseFor(await createLocalReq({}, payload))
    const result = await db.execute(sql`
      SELECT cl.relname AS "table", a.attname AS "column"
      FROM pg_constraint c
      JOIN pg_class cl ON cl.oid = c.conrelid
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'media'::regclass
        AND cl.relname NOT LIKE '\\_%' AND cl.relname NOT LIKE 'payload\\_%'
      ORDER BY 1, 2`)
    return result.rows as Column[]
  })().catch((error: unknown) => {
    columnsOnce = null
    throw error
  })
  return columnsOnce
}

/** `NOT EXISTS` over every using column, for the media row aliased `m`. */
function unused(columns: Column[]) {
  return sql.join(
    columns.map(
      ({ table, column }) =>
        sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} u WHERE u.${sql.identifier(column)} = m.id)`,
    ),
    sql` AND `,
  )
}

/**
 * Deletes those of `ids` that nothing uses, each in a transaction of its own. Race-safe: the
 * media row is locked first (a transaction that has just made a reference to it holds a key
 * lock on it, so this waits for that one to end and then sees its reference), and the check
 * locks the using rows it finds (a transaction that is changing such a row is waited for, and
 * the row is judged as it committed it). A media row locked here cannot gain a reference until
 * it is gone. Returns the ids deleted.
 */
export async function removeUnusedMedia(payload: Payload, ids: number[]): Promise<number[]> {
  const columns = await usingColumns(payload)
  const removed: number[] = []
  for (const id of new Set(ids)) {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      const db = await databaseFor(req)
      await db.execute(sql`SELECT id FROM media WHERE id = ${id} FOR UPDATE`)
      const uses = sql.join(
        columns.map(
          ({ table, column }) =>
            sql`(SELECT count(*) FROM (SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${id} FOR SHARE) s)`,
        ),
        sql` + `,
      )
      const result = await db.execute(sql`SELECT (${uses})::int AS uses`)
      const count = (result.rows[0] as { uses: number } | undefined)?.uses ?? 1
      if (count === 0) {
        const deleted = await payload.delete({
          collection: 'media',
          where: { id: { equals: id } },
          req,
          overrideAccess: true,
        })
        if (deleted.docs.length > 0) removed.push(id)
      }
      await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      payload.logger.warn({ err: error, media: id }, 'unused media not removed')
    }
  }
  return removed
}

/** Media kept this long unused before the sweep takes them: an upload waiting for its form. */
export const SWEEP_GRACE_HOURS = 24

/**
 * Removes every media file that nothing uses and that is older than the grace period — those
 * left by deletes before this rule, by uploads never attached, or by a removal that failed.
 */
export async function sweepUnusedMedia(
  payload: Payload,
  graceHours = SWEEP_GRACE_HOURS,
): Promise<number[]> {
  const columns = await usingColumns(payload)
  const db = await databaseFor(await createLocalReq({}, payload))
  const removed: number[] = []
  for (let after = 0; ;) {
    const result = await db.execute(sql`
      SELECT m.id FROM media m
      WHERE m.id > ${after}
        AND m.created_at < now() - make_interval(hours => ${graceHours})
        AND ${unused(columns)}
      ORDER BY m.id LIMIT 100`)
    const ids = (result.rows as { id: number }[]).map((row) => row.id)
    if (ids.length === 0) return removed
    removed.push(...(await removeUnusedMedia(payload, ids)))
    after = ids[ids.length - 1]!
  }
}

/** How often a running server sweeps, besides the sweep at every start. */
export const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000

/** The timer each Payload instance sweeps on, so closing the instance can stop it. */
const sweeping = new WeakMap<Payload, () => void>()

/**
 * Sweeps every `everyMs` while the process runs, so a server that runs for months does not keep
 * abandoned uploads until its next restart. Several processes may sweep at once: each removal
 * locks its row (see removeUnusedMedia). One timer per instance; it never keeps the process
 * alive, and `stopSweeping` (called by closePayload) ends it with the instance, so the
 * launcher's short-lived bootstrap instance does not go on sweeping through a closed pool.
 * Returns stop.
 */
export function sweepPeriodically(
  payload: Payload,
  everyMs = SWEEP_EVERY_MS,
  graceHours = SWEEP_GRACE_HOURS,
): () => void {
  stopSweeping(payload)
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    sweepUnusedMedia(payload, graceHours)
      .catch((error: unknown) => payload.logger.warn({ err: error }, 'media sweep failed'))
      .finally(() => (running = false))
  }, everyMs)
  timer.unref()
  const stop = () => {
    clearInterval(timer)
    if (sweeping.get(payload) === stop) sweeping.delete(payload)
  }
  sweeping.set(payload, stop)
  return stop
}

export function stopSweeping(payload: Payload): void {
  sweeping.get(payload)?.()
}
