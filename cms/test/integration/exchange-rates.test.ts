import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'
import { startTestPayload, stopTestPayload, type TestPayload } from '../helpers/test-payload'

/**
 * docs/decisions/0143-one-currency.md: the company's exchange rates on a real
 * PostgreSQL — the field rule Payload's panel and REST API apply, the database's own range
 * check, and the migration run down and up.
 */
let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload('rates')
})
afterAll(() => stopTestPayload(t))

const db = () => (t.payload.db as unknown as PostgresAdapter).drizzle
const migration = () => migrations.find((m) => m.name.endsWith('_exchange_rates'))!
const save = (exchangeRates: { pln?: number | null; usd?: number | null }) =>
  t.payload.updateGlobal({
    slug: 'settings',
    data: { companyName: 'SOG Firearms', exchangeRates },
  })

describe('exchange rates in the company settings', () => {
  it('keeps each rate optional, above 0, bounded, with at most 4 decimals', async () => {
    expect((await save({ pln: 4.2651, usd: null })).exchangeRates).toMatchObject({
      pln: 4.2651,
      usd: null,
    })
    await expect(save({ pln: 0 })).rejects.toThrow(/invalid/i)
    await expect(save({ usd: 1.08125 })).rejects.toThrow(/invalid/i)
    await expect(save({ usd: 10_001 })).rejects.toThrow(/invalid/i)
    // Any other writer meets the database's own check.
    await expect(db().execute(sql`UPDATE settings SET exchange_rates_usd = 0`)).rejects.toThrow()
  })

  it('survives its migration down and up, the rates empty again', async () => {
    await save({ pln: 4.3, usd: 1.1 })
    const req = await createLocalReq({}, t.payload)
    await migration().down({ db: db(), payload: t.payload, req } as never)
    const columns = await db().execute(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'settings' AND column_name LIKE 'exchange_rates%'`,
    )
    expect(columns.rows).toEqual([])
    await migration().up({ db: db(), payload: t.payload, req } as never)
    const read = await t.payload.findGlobal({ slug: 'settings' })
    expect(read.exchangeRates).toMatchObject({ pln: null, usd: null })
    expect((await save({ pln: 4.25 })).exchangeRates?.pln).toBe(4.25)
  })
})
