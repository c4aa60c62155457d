import fs from 'node:fs'
import path from 'node:path'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import { SAMPLE_FILTER_OPTIONS, SAMPLE_FIREARMS } from '@sog/samples'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS } from '@sog/samples'
import { bootstrap } from '@/launcher/bootstrap'
import {
  startTestPayload,
  stopTestPayload,
  TEST_ADMIN,
  type TestPayload,
} from '../helpers/test-payload'

let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload('bootstrap', { seed: true })
})
afterAll(() => stopTestPayload(t))

async function counts() {
  const collections = [
    'firearms',
    'dealers',
    'filter-options',
    'media',
    'inventory',
    'admins',
  ] as const
  const entries = await Promise.all(
    collections.map(
      async (collection) =>
        [collection, (await t.payload.count({ collection })).totalDocs] as const,
    ),
  )
  return Object.fromEntries(entries)
}

describe('first start', () => {
  it('creates the first admin, who can log in with the configured password', async () => {
    const { docs } = await t.payload.find({ collection: 'admins' })
    expect(docs.map((d) => [d.username, d.role])).toEqual([[TEST_ADMIN.username, 'admin']])
    const login = await t.payload.login({
      collection: 'admins',
      data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    })
    expect(login.token).toBeTruthy()
  })

  it('seeds the sample catalogue, dealer network and company settings', async () => {
    const { docs: firearms } = await t.payload.find({ collection: 'firearms', limit: 0, depth: 1 })
    expect(firearms).toHaveLength(SAMPLE_FIREARMS.length)
    expect(firearms.length).toBeGreaterThanOrEqual(12)
    expect(new Set(firearms.map((f) => f.category))).toEqual(
      new Set(['Rifle', 'Shotgun', 'Pistol']),
    )
    expect(new Set(firearms.map((f) => f.availability)).size).toBeGreaterThanOrEqual(4)
    expect(firearms.some((f) => f.isNew)).toBe(true)
    expect(firearms.find((f) => f.name === 'SOG-12 Field')?.availability).toBe('Pre-Order')
    for (const firearm of firearms) {
      expect(firearm.specifications?.pl?.lufa, firearm.name).toBeTruthy()
      const image = firearm.image
      if (typeof image !== 'object' || !image) throw new Error(`${firearm.name} has no main image`)
      // Seed images go through media like an upload: the original and its WebP sizes are on disk.
      expect(fs.existsSync(path.join(t.dataDir, 'media', image.filename ?? ''))).toBe(true)
      expect(fs.existsSync(path.join(t.dataDir, 'media', image.sizes?.card?.filename ?? ''))).toBe(
        true,
      )
    }
    const carbine = firearms.find((f) => f.name === 'SOG-15 Carbine')
    expect(carbine?.gallery).toHaveLength(2)

    const options = await t.payload.find({ collection: 'filter-options', limit: 0 })
    for (const firearm of firearms) {
      for (const type of ['category', 'caliber', 'barrelLength', 'systemType'] as const) {
        expect(
          options.docs.some((o) => o.type === type && o.name === firearm[type]),
          `${type} ${firearm[type]}`,
        ).toBe(true)
      }
    }
    expect(options.totalDocs).toBe(Object.values(SAMPLE_FILTER_OPTIONS).flat().length)

    const dealers = await t.payload.find({ collection: 'dealers', limit: 0 })
    expect(dealers.docs.map((d) => d.username).sort()).toEqual(
      SAMPLE_DEALERS.map((d) => d.username).sort(),
    )
    expect(new Set(dealers.docs.map((d) => d.country))).toEqual(
      new Set(['PL', 'DE', 'AT', 'IT', 'CH']),
    )
    expect((await t.payload.count({ collection: 'inventory' })).totalDocs).toBeGreaterThan(0)

    const settings = await t.payload.findGlobal({ slug: 'settings' })
    expect(settings.companyName).toBeTruthy()
    expect(settings.companyAddress).toContain('Poznań')
    expect(settings.vatId && settings.krs && settings.regon && settings.licenses).toBeTruthy()
  })

  it('gives every sample dealer a working portal login', async () => {
    const login = await t.payload.login({
      collection: 'dealers',
      data: { username: SAMPLE_DEALERS[0]!.username, password: SAMPLE_DEALER_PASSWORD },
    })
    expect(login.user?.name).toBe(SAMPLE_DEALERS[0]!.name)
  })

  it('adds nothing when the seed or the whole start-up runs again', async () => {
    const before = await counts()
    await seed(t.payload)
    const again = await bootstrap(t.payload, {
      databaseUrl: t.databaseUrl,
      firstAdmin: () => ({
        username: 'other',
        password: 'other-password',
        email: 'other@example.com',
      }),
      seed: true,
    })
    expect(again).toEqual({ createdAdmin: false, seeded: false })
    expect(await counts()).toEqual(before)
  })

  it('has committed migrations that are up to date with the config', async () => {
    // The same comparison `payload migrate:create` makes: latest snapshot against the config.
    const db = t.payload.db as unknown as PostgresAdapter
    const { generateDrizzleJson, generateMigration } = db.requireDrizzleKit()
    const snapshots = fs
      .readdirSync(db.migrationDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
    const latest = JSON.parse(
      fs.readFileSync(path.join(db.migrationDir, snapshots.at(-1)!), 'utf8'),
    )
    const current = await generateDrizzleJson(db.schema)
    expect(await generateMigration(latest, current)).toEqual([])
  })
})
