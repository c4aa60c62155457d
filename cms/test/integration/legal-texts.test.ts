import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { blocksToRichText } from '@/lib/rich-text'
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
})
