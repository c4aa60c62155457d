import { sql } from '@payloadcms/db-postgres'
import {
  DEFAULT_LANGUAGE,
  refusal,
  type ApiInventoryCsvChange,
  type ApiInventoryCsvResult,
} from '@sog/contract'
import type { PayloadRequest } from 'payload'

import { databaseFor } from '@/lib/database'
import type { User } from '../context'
import { refused } from '../http'
import { inTransaction } from '../transaction'
import type { Payload } from 'payload'
import { readInventoryCsv, rowError, type CsvRow, type CsvValues } from './read-csv'

/**
 * Preview and import of a dealer's stock CSV (docs/api.md, "Stock in bulk"). Both read the
 * file, resolve each row's firearm and compare with the dealer's entries; the import then
 * writes every change with one statement inside one transaction, after locking the dealer's
 * rows, so a file is applied whole or not at all and two imports do not interleave.
 * docs/decisions/0127-csv-import-sql.md, says why the write is SQL and not one Payload call per
 * row.
 */

type Db = Awaited<ReturnType<typeof databaseFor>>
type Firearm = { id: string; name: string }

/** The firearms the rows name, by id and by lower-cased name (names may repeat). */
async function firearmsNamed(db: Db, rows: CsvRow[]) {
  const ids = [...new Set(rows.map((row) => row.firearmId).filter(Boolean))]
  const names = [
    ...new Set(rows.filter((row) => !row.firearmId).map((row) => row.name.toLowerCase())),
  ]
  const { rows: found } = await db.execute(
    sql`SELECT id, name FROM firearms
      WHERE id = ANY(${sql.param(ids)}::varchar[]) OR lower(name) = ANY(${sql.param(names)}::varchar[])`,
  )
  const byId = new Map<string, Firearm>()
  const byName = new Map<string, Firearm[]>()
  for (const firearm of found as Firearm[]) {
    byId.set(firearm.id, firearm)
    const key = firearm.name.toLowerCase()
    byName.set(key, [...(byName.get(key) ?? []), firearm])
  }
  return { byId, byName }
}

type Entry = { stock: string | number; price: string | number; available: boolean | null }

async function entriesOf(db: Db, dealerId: number, firearmIds: string[], lock: boolean) {
  const { rows } = await db.execute(
    sql`SELECT firearm_id, stock, price, available FROM inventory
      WHERE dealer_id = ${dealerId} AND firearm_id = ANY(${sql.param(firearmIds)}::varchar[])
      ${lock ? sql`FOR UPDATE` : sql``}`,
  )
  return new Map(
    (rows as (Entry & { firearm_id: string })[]).map((row) => [
      row.firearm_id,
      { stock: Number(row.stock), price: Number(row.price), available: Boolean(row.available) },
    ]),
  )
}

/** A firearm without an entry reads as 0 in stock, unpriced, unavailable (docs/product.md). */
const NO_ENTRY: CsvValues = { stock: 0, price: 0, available: false }
const same = (a: CsvValues, b: CsvValues) =>
  a.stock === b.stock && a.price === b.price && a.available === b.available

async function plan(db: Db, dealerId: number, text: string, lock: boolean) {
  const { rows, errors } = readInventoryCsv(text)
  const { byId, byName } = await firearmsNamed(db, rows)
  const resolved: { row: CsvRow; firearm: Firearm; values: CsvValues }[] = []
  const seen = new Map<string, number>()
  for (const row of rows) {
    let firearm: Firearm | undefined
    if (row.firearmId) {
      firearm = byId.get(row.firearmId)
      if (!firearm) errors.push(rowError(row.line, refusal('csvUnknownId', { id: row.firearmId })))
    } else if (row.name) {
      const named = byName.get(row.name.toLowerCase()) ?? []
      if (named.length === 1) firearm = named[0]
      else
        errors.push(
          rowError(
            row.line,
            named.length === 0
              ? refusal('csvUnknownName', { name: row.name })
              : refusal('csvAmbiguousName', { name: row.name, count: named.length }),
          ),
        )
    }
    if (!firearm) continue
    const earlier = seen.get(firearm.id)
    if (earlier !== undefined) {
      errors.push(rowError(row.line, refusal('csvRepeated', { name: firearm.name, line: earlier })))
      continue
    }
    seen.set(firearm.id, row.line)
    if (row.values) resolved.push({ row, firearm, values: row.values })
  }
  const stored = await entriesOf(
    db,
    dealerId,
    resolved.map(({ firearm }) => firearm.id),
    lock,
  )
  const changes: ApiInventoryCsvChange[] = []
  for (const { row, firearm, values } of resolved) {
    const before = stored.get(firearm.id) ?? null
    if (same(before ?? NO_ENTRY, values)) continue
    changes.push({
      line: row.line,
      firearmId: firearm.id,
      name: firearm.name,
      before,
      after: values,
    })
  }
  errors.sort((a, b) => a.line - b.line)
  return { rows: rows.length, changes, unchanged: resolved.length - changes.length, errors }
}

export async function previewInventoryCsv(
  payload: Payload,
  user: User,
  dealerId: number,
  text: string,
): Promise<ApiInventoryCsvResult> {
  return inTransaction(payload, user, async (req) => ({
    ...(await plan(await databaseFor(req), dealerId, text, false)),
    applied: false,
  }))
}

/** Writes every change with one statement; `updated_at` moves, so each row's version does. */
async function write(db: Db, dealerId: number, changes: ApiInventoryCsvChange[]) {
  if (changes.length === 0) return
  await db.execute(sql`INSERT INTO inventory (dealer_id, firearm_id, stock, price, available)
    SELECT ${dealerId}, firearm_id, stock, price, available
    FROM unnest(
      ${sql.param(changes.map((change) => change.firearmId))}::varchar[],
      ${sql.param(changes.map((change) => change.after.stock))}::numeric[],
      ${sql.param(changes.map((change) => change.after.price))}::numeric[],
      ${sql.param(changes.map((change) => change.after.available))}::boolean[]
    ) AS t(firearm_id, stock, price, available)
    ON CONFLICT (dealer_id, firearm_id) DO UPDATE SET
      stock = EXCLUDED.stock, price = EXCLUDED.price, available = EXCLUDED.available,
      updated_at = now()`)
}

/** One activity entry for the whole import, named by the dealer and the number of changes. */
async function recordImport(req: PayloadRequest, dealerId: number, count: number) {
  const user = req.user
  if (!user || count === 0) return
  await req.payload.create({
    collection: 'activity',
    data: {
      who: user.collection === 'dealers' ? user.name : (user.username ?? user.email),
      action: 'update',
      kind: 'inventoryImport',
      recordId: String(dealerId),
      // The count alone: the activity list words it in the reader's language.
      title: String(count),
    },
    req,
    locale: DEFAULT_LANGUAGE,
    depth: 0,
  })
}

export async function importInventoryCsv(
  payload: Payload,
  user: User,
  dealerId: number,
  text: string,
): Promise<ApiInventoryCsvResult> {
  return inTransaction(payload, user, async (req) => {
    const db = await databaseFor(req)
    // Two imports for one dealer queue here rather than interleave their rows.
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('inventory-csv'), ${dealerId})`)
    const result = await plan(db, dealerId, text, true)
    if (result.errors.length > 0) {
      const count = new Set(result.errors.map((error) => error.line)).size
      throw refused(422, refusal('csvRowsRefused', { count }), undefined, {
        rowErrors: result.errors,
      })
    }
    await write(db, dealerId, result.changes)
    await recordImport(req, dealerId, result.changes.length)
    return { ...result, applied: true }
  })
}
