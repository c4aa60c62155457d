import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { foldText } from '@sog/contract'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, stopTestPayload, type TestPayload } from '../helpers/test-payload'

/**
 * One search rule on both sides: the server compares `sog_unaccent(text)` case-insensitively
 * (its migration), the browser `foldText` (the contract) where it searches a list it holds (the
 * dealers directory, the offline catalogue). They must fold European names alike, or the same
 * word finds a dealer in one place and not in the other ("Łódź" → "lodz" here, once "łodz" there).
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
