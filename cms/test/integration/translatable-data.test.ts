import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'
import { buildFirearm } from '@/seed/factories'
import { startTestPayload, stopTestPayload, type TestPayload } from '../helpers/test-payload'

/**
 * docs/decisions/0140-translatable-data.md: the localized fields on a real PostgreSQL, and the
 * migration that moved the stored descriptions into them, run down and up on a database with data.
 */
let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload('locale')
})
afterAll(() => stopTestPayload(t))

const db = () => (t.payload.db as unknown as PostgresAdapter).drizzle
const rows = async <T>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[]
const migration = () => migrations.find((m) => m.name.endsWith('_translatable_data'))!
/** The migrations after it, newest first: their tables may use its locale type (legal texts do). */
const later = () =>
  migrations.slice(migrations.findIndex((m) => m.name.endsWith('_translatable_data')) + 1).reverse()

describe('localized fields', () => {
  it('keeps one description per language, English the fallback', async () => {
    const firearm = await t.payload.create({
      collection: 'firearms',
      data: buildFirearm({ description: 'A carbine.' }),
    })
    await t.payload.update({
      collection: 'firearms',
      id: firearm.id,
      locale: 'pl',
      data: { description: 'Karabinek.' },
    })
    const read = (locale: 'pl' | 'de' | 'en') =>
      t.payload.findByID({ collection: 'firearms', id: firearm.id, locale, fallbackLocale: 'en' })
    expect((await read('pl')).description).toBe('Karabinek.')
    expect((await read('de')).description).toBe('A carbine.')
    expect((await read('en')).description).toBe('A carbine.')
    const stored = await rows<{ locale: string; description: string }>(
      sql`SELECT "_locale"::text AS locale, description FROM firearms_locales WHERE _parent_id = ${firearm.id} ORDER BY 1`,
    )
    expect(stored).toEqual([
      { locale: 'en', description: 'A carbine.' },
      { locale: 'pl', description: 'Karabinek.' },
    ])
  })

  it('keeps an option’s English name as its value, its translations beside it', async () => {
    const option = await t.payload.create({
      collection: 'filter-options',
      data: { type: 'category', name: 'Precision Rifle' },
    })
    await t.payload.update({
      collection: 'filter-options',
      id: option.id,
      locale: 'pl',
      data: { label: 'Karabin wyborowy' },
    })
    const polish = await t.payload.findByID({
      collection: 'filter-options',
      id: option.id,
      locale: 'pl',
    })
    expect(polish).toMatchObject({ name: 'Precision Rifle', label: 'Karabin wyborowy' })
    const german = await t.payload.findByID({
      collection: 'filter-options',
      id: option.id,
      locale: 'de',
      fallbackLocale: false,
    })
    expect(german.label ?? null).toBeNull()
  })

  it('bumps the public data version when only a translation changes', async () => {
    const version = async () =>
      (await rows<{ version: string }>(sql`SELECT version FROM public_data_version`))[0]!.version
    const before = await version()
    await db().execute(
      sql`UPDATE filter_options_locales SET label = 'Karabin precyzyjny' WHERE label = 'Karabin wyborowy'`,
    )
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before))
  })
})

describe('the migration to translatable data', () => {
  it('moves stored descriptions (and their versions) into English rows and back, losing none', async () => {
    const firearm = await t.payload.create({
      collection: 'firearms',
      data: buildFirearm({ description: 'Kept through the migration.' }),
    })
    await t.payload.update({
      collection: 'firearms',
      id: firearm.id,
      data: { description: 'Kept through the migration, edited.' },
    })
    const versionsBefore = await rows<{ description: string }>(
      sql`SELECT l.version_description AS description FROM _firearms_v v JOIN _firearms_v_locales l ON l._parent_id = v.id AND l._locale = 'en' WHERE v.parent_id = ${firearm.id} ORDER BY v.id`,
    )
    expect(versionsBefore.map((v) => v.description)).toEqual([
      'Kept through the migration.',
      'Kept through the migration, edited.',
    ])
    const options = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM filter_options`)

    const req = await createLocalReq({}, t.payload)
    const args = { db: db(), payload: t.payload, req } as never
    // Rolled back in order, as `migrate:down` would: the newer ones first.
    for (const newer of later()) await newer.down(args)
    await migration().down(args)
    // The old shape: the description a column of the firearm again, every version's too.
    expect(await rows(sql`SELECT description FROM firearms WHERE id = ${firearm.id}`)).toEqual([
      { description: 'Kept through the migration, edited.' },
    ])
    expect(
      (
        await rows<{ d: string }>(
          sql`SELECT version_description AS d FROM _firearms_v WHERE parent_id = ${firearm.id} ORDER BY id`,
        )
      ).map((v) => v.d),
    ).toEqual(versionsBefore.map((v) => v.description))
    // Data written in the old shape, as a database from before the change holds it.
    await db().execute(
      sql`UPDATE firearms SET description = 'Written before translations existed.' WHERE id = ${firearm.id}`,
    )

    await migration().up(args)
    for (const newer of later().reverse()) await newer.up(args)
    const read = await t.payload.findByID({ collection: 'firearms', id: firearm.id, locale: 'pl' })
    expect(read.description).toBe('Written before translations existed.')
    expect(
      (
        await rows<{ d: string }>(
          sql`SELECT l.version_description AS d FROM _firearms_v v JOIN _firearms_v_locales l ON l._parent_id = v.id AND l._locale = 'en' WHERE v.parent_id = ${firearm.id} ORDER BY v.id`,
        )
      ).map((v) => v.d),
    ).toEqual(versionsBefore.map((v) => v.description))
    expect(await rows(sql`SELECT count(*)::int AS n FROM filter_options`)).toEqual(options)
    // Still the schema Payload expects: a translated write works after the round trip.
    await t.payload.update({
      collection: 'firearms',
      id: firearm.id,
      locale: 'fr',
      data: { description: 'Écrit après la migration.' },
    })
    expect(
      (await t.payload.findByID({ collection: 'firearms', id: firearm.id, locale: 'fr' }))
        .description,
    ).toBe('Écrit après la migration.')
  })
})
