import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { blocksToRichText } from '@/lib/rich-text'
import { migrations } from '@/migrations'
import { attempt, createActors, type Actors } from '../helpers/actors'
import { startTestPayload, stopTestPayload, type TestPayload } from '../helpers/test-payload'

/**
 * docs/decisions/0163-legal-pages.md: the legal texts' access table (cms/src/globals/LegalTexts)
 * on a real PostgreSQL: everyone reads them, administrators and content editors change them,
 * dealers and visitors never; each language is its own locale, English the fallback.
 */
let t: TestPayload
let actors: Actors
beforeAll(async () => {
  t = await startTestPayload('legal')
  actors = await createActors(t.payload)
})
afterAll(() => stopTestPayload(t))

const everyone = ['anonymous', 'admin', 'editor', 'dealerA', 'inactiveDealer'] as const
const as = (name: (typeof everyone)[number]) => ({ user: actors[name], overrideAccess: false })

describe('legal texts', () => {
  it('lets admins and editors change them, nobody else', async () => {
    const update: Record<string, true | number> = {}
    for (const name of everyone)
      update[name] = await attempt(() =>
        t.payload.updateGlobal({
          slug: 'legal-texts',
          locale: 'de',
          data: { priceNote: `Preis von ${name}` },
          ...as(name),
        }),
      )
    expect(update).toEqual({
      anonymous: 403,
      admin: true,
      editor: true,
      dealerA: 403,
      inactiveDealer: 403,
    })
    for (const name of everyone) {
      const read = await t.payload.findGlobal({ slug: 'legal-texts', locale: 'de', ...as(name) })
      expect(read.priceNote).toBe('Preis von editor')
    }
  })

  it('keeps each language apart, English standing in for a missing one', async () => {
    await t.payload.updateGlobal({
      slug: 'legal-texts',
      locale: 'en',
      data: {
        termsTitle: 'Terms of use',
        termsBody: blocksToRichText([{ kind: 'paragraph', text: 'English terms' }]),
      },
    })
    await t.payload.updateGlobal({
      slug: 'legal-texts',
      locale: 'pl',
      data: { termsTitle: 'Regulamin' },
    })
    const pl = await t.payload.findGlobal({
      slug: 'legal-texts',
      locale: 'pl',
      fallbackLocale: 'en',
    })
    expect(pl.termsTitle).toBe('Regulamin')
    expect(JSON.stringify(pl.termsBody)).toContain('English terms')
    const en = await t.payload.findGlobal({ slug: 'legal-texts', locale: 'en' })
    expect(en.termsTitle).toBe('Terms of use')
  })

  it('moves the public data version on a save, so cached answers and pages are made again', async () => {
    const db = (t.payload.db as unknown as PostgresAdapter).drizzle
    const version = async () =>
      BigInt(
        (
          (await db.execute(sql`SELECT version FROM public_data_version`)).rows[0] as {
            version: string
          }
        ).version,
      )
    const before = await version()
    await t.payload.updateGlobal({
      slug: 'legal-texts',
      locale: 'fr',
      data: { priceNote: 'Prix de vente conseillé TTC.' },
    })
    expect(await version()).toBeGreaterThan(before)
  })

  it('survives its migration down and up', async () => {
    const db = (t.payload.db as unknown as PostgresAdapter).drizzle
    const migration = migrations.find((m) => m.name.endsWith('_legal_texts'))!
    const req = await createLocalReq({}, t.payload)
    await migration.down({ db, payload: t.payload, req } as never)
    await migration.up({ db, payload: t.payload, req } as never)
    const saved = await t.payload.updateGlobal({
      slug: 'legal-texts',
      locale: 'en',
      data: { priceNote: 'Suggested retail price incl. VAT.' },
    })
    expect(saved.priceNote).toBe('Suggested retail price incl. VAT.')
  })
})
