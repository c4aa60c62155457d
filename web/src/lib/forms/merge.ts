/**
 * The three-way merge behind "Overwrite with mine" (docs/product.md, "Someone else's change"):
 * a save refused because someone else changed the record writes only what this person changed
 * since the form opened, on top of the record as the other person left it.
 */

/** Where a value sits in a form's values: `['specifications', 'de', 'barrel']`. */
export type FieldPath = readonly string[]

export type ThreeWayMerge<T> = {
  /** Theirs with every change of mine on top. */
  merged: T
  /** Changed only by them: their value is kept. */
  theirs: FieldPath[]
  /** Changed only by me: mine is written. */
  mine: FieldPath[]
  /** Changed by both, to different values: mine is written. */
  both: FieldPath[]
}

type Record_ = Record<string, unknown>

/** A plain object (`{}`), merged key by key; arrays, dates and the like are single values. */
const isRecord = (value: unknown): value is Record_ => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

const keysOf = (...values: unknown[]): string[] => [
  ...new Set(values.flatMap((value) => (isRecord(value) ? Object.keys(value) : []))),
]

/**
 * A key's own value: any key is data here, `__proto__` too, which read plainly would give the
 * object's prototype where the key is absent.
 */
const at = (record: Record_, key: string): unknown =>
  Object.hasOwn(record, key) ? record[key] : undefined

/**
 * Equal as a form's values: plain objects and arrays by content, a key holding `undefined` as
 * one that is absent (a number input left empty), NaN as NaN.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b)
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, i) => sameValue(value, b[i]))
  if (isRecord(a) && isRecord(b))
    return keysOf(a, b).every((key) => sameValue(at(a, key), at(b, key)))
  return false
}

/** The places where `a` and `b` differ: plain objects are entered, anything else is one place. */
export function changedPaths(a: unknown, b: unknown, path: FieldPath = []): FieldPath[] {
  if (sameValue(a, b)) return []
  if (isRecord(a) && isRecord(b))
    return keysOf(a, b).flatMap((key) => changedPaths(at(a, key), at(b, key), [...path, key]))
  return [path]
}

function mergeAt(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  path: FieldPath,
  found: Omit<ThreeWayMerge<unknown>, 'merged'>,
): unknown {
  if (sameValue(mine, theirs)) return mine
  if (sameValue(mine, base)) {
    found.theirs.push(...changedPaths(base, theirs, path))
    return theirs
  }
  if (sameValue(theirs, base)) {
    found.mine.push(...changedPaths(base, mine, path))
    return mine
  }
  if (isRecord(mine) && isRecord(theirs)) {
    const from = isRecord(base) ? base : {}
    const merged: [string, unknown][] = []
    for (const key of keysOf(from, mine, theirs)) {
      const value = mergeAt(at(from, key), at(mine, key), at(theirs, key), [...path, key], found)
      if (value !== undefined || Object.hasOwn(mine, key) || Object.hasOwn(theirs, key))
        merged.push([key, value])
    }
    // Made from entries, so each key is the object's own, `__proto__` too.
    return Object.fromEntries(merged)
  }
  found.both.push(path)
  return mine
}

/**
 * `base` is what the form opened with, `mine` what it holds now, `theirs` the record as someone
 * else saved it meanwhile (all three as the form's values). Each place takes mine where I
 * changed it and theirs elsewhere; where both changed it, mine wins. Plain objects (a firearm's
 * specifications per language, translations) merge key by key; arrays (a gallery, locations)
 * are one value.
 */
export function mergeThreeWay<T>(base: T, mine: T, theirs: T): ThreeWayMerge<T> {
  const found = { theirs: [], mine: [], both: [] }
  const merged = mergeAt(base, mine, theirs, [], found) as T
  return { merged, ...found }
}
