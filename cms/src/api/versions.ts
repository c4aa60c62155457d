import { sql } from '@payloadcms/db-postgres'
import { CONFLICT_MESSAGE } from '@sog/contract'
import type { PayloadRequest } from 'payload'

import { databaseFor } from '@/lib/database'
import { HttpError } from './http'

/** The tables whose rows carry the versions of docs/api.md, "Versions". */
type VersionedTable = 'firearms' | 'dealers' | 'filter_options' | 'inventory' | 'settings'

/**
 * Locks the record's row until the transaction ends and answers when it last changed. The
 * lock makes check-then-write one step: of two saves of one version, the second waits for the
 * first and then sees the version it wrote. `id` is omitted for the settings' single row.
 */
async function lockedVersion(
  req: PayloadRequest,
  table: VersionedTable,
  id?: number | string,
): Promise<string | null> {
  const db = await databaseFor(req)
  const where = id === undefined ? sql`` : sql` WHERE id = ${id}`
  const result = await db.execute(
    sql`SELECT updated_at FROM ${sql.identifier(table)}${where} LIMIT 1 FOR UPDATE`,
  )
  const row = result.rows[0] as { updated_at: Date | string } | undefined
  return row ? new Date(row.updated_at).toISOString() : null
}

const sameMoment = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime()

/**
 * Inside a transaction, before a change: when the client sent the version it edited and the
 * record has changed since, the change is refused with 409 and the record as it is now.
 */
export async function assertVersion(
  req: PayloadRequest,
  table: VersionedTable,
  id: number | string | undefined,
  sent: string | undefined,
  current: () => Promise<unknown>,
): Promise<void> {
  const stored = await lockedVersion(req, table, id)
  if (sent === undefined || stored === null || sameMoment(sent, stored)) return
  throw new HttpError(409, CONFLICT_MESSAGE, undefined, { current: await current() })
}
