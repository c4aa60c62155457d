import { LANGUAGES } from '@sog/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listAllFirearms } from '@/api/queries/firearm-list'
import { toApiFirearm } from '@/api/shapes'
import { buildFirearm } from '@/seed/factories'
import { startTestPayload, stopTestPayload, type TestPayload } from '../helpers/test-payload'

/**
 * The spec's full list is read in one statement (api/queries/firearm-list.ts); Payload's own
 * read of the same catalogue, shaped by the same toApiFirearm, is the reference it must equal
 * in every language: the sample catalogue (uploaded images and their renditions, translated
 * descriptions), and a firearm with every kind of row the form can store.
 */
let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload('full-list', { seed: true })
  const { docs: media } = await t.payload.find({ collection: 'media', limit: 2 })
  const firearm = await t.payload.create({
    collection: 'firearms',
    data: buildFirearm({
      name: 'Ąbc Łódź “Test” <b>',
      imageUrl: 'https://images.example.com/main.jpg',
      gallery: [
        { url: 'https://images.example.com/1.jpg' },
        { image: media[0]!.id },
        { image: media[1]!.id, url: null },
      ],
      price: 1234.5,
      specifications: {
        pl: { lufa: '16"', wZestawie: 'Pas' },
        en: { barrel: '16"', chargingHandle: 'Ambi', gasBlock: '' },
        it: { gasSystem: 'Medio' },
        de: { color: 'Schwarz' },
        fr: { included: 'Sangle' },
      },
    }),
  })
  await t.payload.update({
    collection: 'firearms',
    id: firearm.id,
    locale: 'de',
    data: { description: 'Ein Karabiner.' },
  })
  // A blank translation: the English one shows.
  await t.payload.update({
    collection: 'firearms',
    id: firearm.id,
    locale: 'fr',
    data: { description: null },
  })
})
afterAll(() => stopTestPayload(t))

describe('the full list', () => {
  it.each(LANGUAGES)('is what Payload reads, item for item and in order (%s)', async (lang) => {
    const { docs } = await t.payload.find({
      collection: 'firearms',
      limit: 0,
      depth: 1,
      sort: 'name',
      locale: lang,
      fallbackLocale: 'en',
      overrideAccess: false,
      user: null,
    })
    const expected = docs.map(toApiFirearm)
    expect(expected.length).toBeGreaterThan(12)
    expect(await listAllFirearms(t.payload, lang)).toEqual(expected)
  })
})
