import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'
import { startTestPayload, stopTestPayload, type TestPayload } from '../helpers/test-payload'

/**
 * docs/decisions/0170-refusals-by-code.md: the activity log names a filter option by its type and
 * a CSV import by its count; going back, the migration writes them in the old kinds and words.
 */
let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload('activity-kinds')
})
afterAll(() => stopTestPayload(t))

const db = () => (t.payload.db as unknown as PostgresAdapter).drizzle
const NAME = '_activity_kinds'
const migration = () => migrations.find((m) => m.name.endsWith(NAME))!
const later = () =>
  migrations.slice(migrations.findIndex((m) => m.name.endsWith(NAME)) + 1).reverse()

describe('the migration to activity kinds', () => {
  it('writes the new kinds back in the old ones, and takes the new ones again', async () => {
    const entry = { who: 'admin', action: 'create' as const, recordId: '1' }
    await t.payload.create({
      collection: 'activity',
      data: { ...entry, kind: 'caliber', title: '9mm' },
    })
    await t.payload.create({
      collection: 'activity',
      data: { ...entry, kind: 'inventoryImport', title: '3' },
    })
    const req = await createLocalReq({}, t.payload)
    const args = { db: db(), payload: t.payload, req } as never
    for (const newer of later()) await newer.down(args)
    await migration().down(args)
    const rows = async () =>
      (await db().execute(sql`SELECT kind::text AS kind, title FROM activity ORDER BY id`)).rows
    expect(await rows()).toEqual([
      { kind: 'filterOption', title: 'Caliber: 9mm' },
      { kind: 'inventory', title: 'CSV import: 3 firearms' },
    ])
    await migration().up(args)
    for (const newer of later().reverse()) await newer.up(args)
    await t.payload.create({
      collection: 'activity',
      data: { ...entry, kind: 'category', title: 'X' },
    })
    expect((await rows()).at(-1)).toEqual({ kind: 'category', title: 'X' })
  })
})
