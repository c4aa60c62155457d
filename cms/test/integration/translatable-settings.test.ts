import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { plainTextToRichText, richTextToPlainText } from '@/lib/rich-text'
import { migrations } from '@/migrations'
import { startTestPayload, stopTestPayload, type TestPayload } from '../helpers/test-payload'

/**
 * docs/decisions/0169-translatable-settings.md: the company's description, licences and hours
 * per language on a real PostgreSQL, and the migration that moved the stored values into the
 * English rows, run down and up on a database with data.
 */
let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload('settings-locale')
})
afterAll(() => stopTestPayload(t))

const db = () => (t.payload.db as unknown as PostgresAdapter).drizzle
const rows = async <T>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[]
const NAME = '_translatable_settings'
const migration = () => migrations.find((m) => m.name.endsWith(NAME))!
/** The migrations after it, newest first. */
const later = () =>
  migrations.slice(migrations.findIndex((m) => m.name.endsWith(NAME)) + 1).reverse()

const read = (locale: 'en' | 'pl' | 'de') =>
  t.payload.findGlobal({ slug: 'settings', locale, fallbackLocale: 'en' })

describe('the settings in every language', () => {
  it('keeps each language’s prose, English the fallback, a location’s through its id', async () => {
    const english = await t.payload.updateGlobal({
      slug: 'settings',
      data: {
        companyName: 'SOG',
        companyDescription: plainTextToRichText('Rifles from Poznań.'),
        licenses: 'Licence 1',
        multipleLocations: [{ city: 'Poznań', hours: 'Mon–Fri' }],
      },
    })
    const row = english.multipleLocations![0]!
    await t.payload.updateGlobal({
      slug: 'settings',
      locale: 'pl',
      data: {
        licenses: 'Koncesja 1',
        multipleLocations: [{ id: row.id, city: 'Poznań', hours: 'Pn–Pt' }],
      },
    })
    // An English save that sends the row's id keeps its Polish hours.
    await t.payload.updateGlobal({
      slug: 'settings',
      data: { multipleLocations: [{ id: row.id, city: 'Poznań', hours: 'Mon–Sat' }] },
    })
    const polish = await read('pl')
    expect(polish.licenses).toBe('Koncesja 1')
    expect(polish.multipleLocations?.[0]?.hours).toBe('Pn–Pt')
    // No German: the English text.
    const german = await read('de')
    expect(richTextToPlainText(german.companyDescription)).toBe('Rifles from Poznań.')
    expect(german.licenses).toBe('Licence 1')
    expect(german.multipleLocations?.[0]?.hours).toBe('Mon–Sat')
  })

  it('bumps the public data version when only a translation changes', async () => {
    const version = async () =>
      (await rows<{ version: string }>(sql`SELECT version FROM public_data_version`))[0]!.version
    for (const table of ['settings_locales', 'settings_multiple_locations_locales']) {
      const before = await version()
      await db().execute(sql.raw(`UPDATE "${table}" SET _locale = _locale WHERE _locale = 'pl'`))
      expect(BigInt(await version()), table).toBeGreaterThan(BigInt(before))
    }
  })
})

describe('the migration to translatable settings', () => {
  it('moves the stored values into English rows and back, losing none', async () => {
    await t.payload.updateGlobal({
      slug: 'settings',
      data: {
        companyName: 'SOG',
        companyDescription: plainTextToRichText('Kept through the migration.'),
        licenses: 'Licence kept',
        multipleLocations: [{ city: 'Kraków', hours: 'Hours kept' }],
      },
    })
    const req = await createLocalReq({}, t.payload)
    const args = { db: db(), payload: t.payload, req } as never
    for (const newer of later()) await newer.down(args)
    await migration().down(args)
    // The old shape: columns of the settings again, holding the English values.
    const [settings] = await rows<{ licenses: string; description: unknown }>(
      sql`SELECT licenses, company_description AS description FROM settings`,
    )
    expect(settings!.licenses).toBe('Licence kept')
    expect(richTextToPlainText(settings!.description)).toBe('Kept through the migration.')
    expect(await rows(sql`SELECT hours FROM settings_multiple_locations`)).toEqual([
      { hours: 'Hours kept' },
    ])
    // Data written in the old shape, as a database from before the change holds it.
    await db().execute(sql`UPDATE settings SET licenses = 'Written before translations'`)
    await db().execute(sql`UPDATE settings_multiple_locations SET hours = 'Old hours'`)

    await migration().up(args)
    for (const newer of later().reverse()) await newer.up(args)
    const polish = await read('pl')
    expect(polish.licenses).toBe('Written before translations')
    expect(richTextToPlainText(polish.companyDescription)).toBe('Kept through the migration.')
    expect(polish.multipleLocations?.[0]?.hours).toBe('Old hours')
  })
})
