import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import {
  FILTER_OPTION_TYPES,
  foldText,
  matchesCatalogueSearch,
  type FilterOptionType,
  type TranslatedLanguage,
} from '@sog/contract'
import { SAMPLE_FILTER_OPTIONS } from '@sog/samples'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { catalogueSearch, matchesSearch } from '@/api/queries/firearm-query'
import { buildFirearm } from '@/seed/factories'
import { startTestPayload, stopTestPayload, type TestPayload } from '../helpers/test-payload'

/**
 * One search rule on both sides: the server compares `sog_unaccent(text)` case-insensitively
 * (its migration), the browser `foldText` (the contract) where it searches a list it holds (the
 * dealers directory, the offline catalogue). They must fold European names alike, or the same
 * word finds a dealer in one place and not in the other ("Łódź" → "lodz" here, once "łodz" there).
 * And the catalogue search's SQL (`matchesSearch`) finds what the contract's
 * `matchesCatalogueSearch` finds, the options' names in the reader's language included.
 */
let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload('fold-text')
})
afterAll(() => stopTestPayload(t))

const db = () => (t.payload.db as unknown as PostgresAdapter).drizzle

/** What the server's search compares a text as (ILIKE ignores case; lower() says it here). */
async function serverFolds(texts: readonly string[]): Promise<string[]> {
  const { rows } = await db().execute(
    sql`SELECT lower(public.sog_unaccent(t)) AS folded
          FROM unnest(${`{${texts.map((text) => JSON.stringify(text)).join(',')}}`}::text[])
          WITH ORDINALITY AS u(t, n) ORDER BY n`,
  )
  return (rows as { folded: string }[]).map((row) => row.folded)
}

// The letters of the network's languages and its neighbours' place names, both cases.
const LETTERS = 'aąäàâæbcćçdđeęéèêëfghiîïjklłmnńoóöôøœpqrsśßtþuüùûvwxyÿzźż'
const alphabet = [...LETTERS, ...LETTERS.toUpperCase(), ' ', '-'].filter(
  // 'ß'.toUpperCase() is 'SS': both spellings are in the list already.
  (letter) => letter.length === 1,
)

describe('foldText and the server’s sog_unaccent', () => {
  it('fold Polish, German, French, Italian and Nordic place names alike', async () => {
    const names = [
      'Łódź',
      'ŁÓDŹ',
      'Straße',
      'Zürich',
      'Kraków',
      'Besançon',
      'København',
      'Æbeltoft',
    ]
    expect(await serverFolds(names)).toEqual(names.map(foldText))
    expect(foldText('Łódź')).toBe('lodz')
  })

  it('fold any text of those letters alike (generated)', async () => {
    const texts = fc.sample(fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 24 }), 400)
    expect(await serverFolds(texts)).toEqual(texts.map(foldText))
  })
})

describe('the catalogue search in SQL and in the contract', () => {
  // Trimmed, as the options' names and the search text are stored and read.
  const word = fc
    .string({ unit: fc.constantFrom(...alphabet), minLength: 1, maxLength: 10 })
    .map((text) => text.trim())
    .filter((text) => text !== '')
  const LANGS = ['de', 'pl'] as const satisfies readonly TranslatedLanguage[]
  /** Each language's names of every option, barrel lengths too (which the search must not read). */
  const labels = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      Object.fromEntries(
        FILTER_OPTION_TYPES.map((type) => [
          type,
          Object.fromEntries(
            SAMPLE_FILTER_OPTIONS[type].map((name) => [name, fc.sample(word, 1)[0]!]),
          ),
        ]),
      ),
    ]),
  ) as Record<(typeof LANGS)[number], Record<FilterOptionType, Record<string, string>>>
  const pick = <T>(values: readonly T[]) => fc.sample(fc.constantFrom(...values), 1)[0]!
  const firearms = Array.from({ length: 14 }, (_, n) =>
    buildFirearm({
      name: `${fc.sample(word, 1)[0]} ${n}`,
      category: pick(SAMPLE_FILTER_OPTIONS.category),
      caliber: pick(SAMPLE_FILTER_OPTIONS.caliber),
      barrelLength: pick(SAMPLE_FILTER_OPTIONS.barrelLength),
      systemType: pick(SAMPLE_FILTER_OPTIONS.systemType),
    }),
  )

  beforeAll(async () => {
    const { docs } = await t.payload.find({ collection: 'filter-options', limit: 0 })
    for (const lang of LANGS)
      for (const option of docs)
        await t.payload.update({
          collection: 'filter-options',
          id: option.id,
          locale: lang,
          data: { label: labels[lang][option.type][option.name] },
        })
    for (const firearm of firearms)
      await t.payload.create({ collection: 'firearms', data: firearm })
  })

  /** The calibers as European visitors write them: "7,62x39mm", "5,56 × 45mm NATO", "9 mm". */
  const written = SAMPLE_FILTER_OPTIONS.caliber.flatMap((caliber) => [
    caliber.replace(/\./g, ','),
    caliber.replace(/x/g, ' × '),
    caliber.replace(/mm/, ' mm'),
  ])
  /** Pieces of what the firearms show in every language, and words that may match nothing. */
  const generated = fc.sample(
    fc.oneof(
      word,
      fc
        .tuple(
          fc.constantFrom(
            ...firearms.flatMap((f) => [
              f.name,
              f.category,
              f.caliber,
              f.barrelLength,
              f.systemType,
            ]),
            ...LANGS.flatMap((lang) => Object.values(labels[lang]).flatMap(Object.values)),
          ),
          fc.nat(),
          fc.nat(),
        )
        .map(([text, a, b]) =>
          text.slice(Math.min(a, b) % text.length, (Math.max(a, b) % text.length) + 1),
        )
        .map((text) => text.trim())
        .filter((text) => text !== ''),
    ),
    120,
  )
  const texts = [...written, ...generated]

  it.each(['en', ...LANGS] as const)('finds the same firearms (%s, generated)', async (lang) => {
    const labelOf = (type: FilterOptionType, value: string) =>
      lang === 'en' ? undefined : labels[lang][type][value]
    for (const text of texts) {
      const { rows } = await db().execute(
        sql`SELECT id FROM firearms WHERE ${matchesSearch(await catalogueSearch(db(), text, lang))}`,
      )
      const expected = firearms
        .filter((f) => matchesCatalogueSearch(f, text, labelOf))
        .map((f) => f.id)
        .sort()
      const found = (rows as { id: string }[]).map((row) => row.id).sort()
      expect(found, JSON.stringify(text)).toEqual(expected)
    }
  })
})
