// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { changedPaths, mergeThreeWay, sameValue, type FieldPath } from './merge'

/** A form's values in miniature: nested plain objects whose leaves are values or arrays. */
type Shape = 'leaf' | { [key: string]: Shape }

const { shape } = fc.letrec<{ shape: Shape }>((tie) => ({
  shape: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant('leaf' as const),
    fc.dictionary(fc.constantFrom('name', 'price', 'pl', 'de', 'images'), tie('shape'), {
      minKeys: 1,
    }),
  ),
}))

// Few values, so the three versions often agree at a place, as real edits do.
const leaf = fc.oneof(
  fc.constantFrom('', 'a', 'b', 0, 1, null, true, undefined),
  fc.array(fc.constantFrom('x.jpg', 'y.jpg'), { maxLength: 2 }),
)

const valueOf = (of: Shape): fc.Arbitrary<unknown> =>
  of === 'leaf'
    ? leaf
    : fc.record(Object.fromEntries(Object.entries(of).map(([key, sub]) => [key, valueOf(sub)])))

/** Three versions of one form: what it opened with, what I typed, what they saved. */
const versions = shape.chain((of) =>
  fc.tuple(valueOf(of), valueOf(of), valueOf(of), fc.constant(of)),
)

const leaves = (of: Shape, at: FieldPath = []): FieldPath[] =>
  of === 'leaf' ? [at] : Object.entries(of).flatMap(([key, sub]) => leaves(sub, [...at, key]))

const get = (value: unknown, path: FieldPath): unknown =>
  path.reduce<unknown>(
    (at, key) =>
      typeof at === 'object' && at !== null && Object.hasOwn(at, key)
        ? (at as Record<string, unknown>)[key]
        : undefined,
    value,
  )

const key = (path: FieldPath) => JSON.stringify(path)

describe('mergeThreeWay', () => {
  it('keeps their change to a field I left alone, writes mine, and mine where both changed', () => {
    const base = { name: 'SOG-15', pricePLN: 8990, availability: 'In Stock', version: 'v1' }
    const mine = { ...base, pricePLN: 9490, availability: 'Limited' }
    const theirs = { ...base, name: 'SOG-15 Carbine', availability: 'Out of Stock', version: 'v2' }
    expect(mergeThreeWay(base, mine, theirs)).toEqual({
      merged: { name: 'SOG-15 Carbine', pricePLN: 9490, availability: 'Limited', version: 'v2' },
      theirs: [['name'], ['version']],
      mine: [['pricePLN']],
      both: [['availability']],
    })
  })

  it('merges nested values per key and arrays as a whole', () => {
    const base = {
      specifications: { pl: { lufa: '16"' }, de: { barrel: '' } },
      descriptions: { pl: 'Karabinek', de: '' },
      images: ['a.jpg', 'b.jpg'],
    }
    const mine = {
      specifications: { pl: { lufa: '16"' }, de: { barrel: '16" Drall' } },
      descriptions: { pl: 'Karabinek', de: 'Ein Karabiner' },
      images: ['a.jpg'],
    }
    const theirs = {
      specifications: { pl: { lufa: '18"' }, de: { barrel: '' } },
      descriptions: { pl: 'Karabinek SOG', de: '' },
      images: ['a.jpg', 'b.jpg', 'c.jpg'],
    }
    const { merged, ...found } = mergeThreeWay(base, mine, theirs)
    expect(merged).toEqual({
      specifications: { pl: { lufa: '18"' }, de: { barrel: '16" Drall' } },
      descriptions: { pl: 'Karabinek SOG', de: 'Ein Karabiner' },
      images: ['a.jpg'],
    })
    expect(found).toEqual({
      theirs: [
        ['specifications', 'pl', 'lufa'],
        ['descriptions', 'pl'],
      ],
      mine: [
        ['specifications', 'de', 'barrel'],
        ['descriptions', 'de'],
      ],
      both: [['images']],
    })
  })

  it('takes theirs when I changed nothing, and mine when they changed nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (base, other) => {
        const untouched = mergeThreeWay(base, base, other)
        expect(sameValue(untouched.merged, other)).toBe(true)
        expect(untouched.mine).toEqual([])
        expect(untouched.both).toEqual([])
        expect(untouched.theirs).toEqual(changedPaths(base, other))
        const unchanged = mergeThreeWay(base, other, base)
        expect(sameValue(unchanged.merged, other)).toBe(true)
        expect(unchanged.theirs).toEqual([])
        expect(unchanged.both).toEqual([])
      }),
    )
  })

  it('keeps a key named __proto__ as data, as JSON makes it (found by the property below)', () => {
    const theirs = JSON.parse('{"__proto__": false, "name": "b"}') as Record<string, unknown>
    const result = mergeThreeWay<Record<string, unknown>>(
      { name: 'a' },
      { '': [], name: 'a' },
      theirs,
    )
    expect(Object.hasOwn(result.merged, '__proto__')).toBe(true)
    expect(result.merged).toEqual(JSON.parse('{"__proto__": false, "name": "b", "": []}'))
    expect(Object.getPrototypeOf(result.merged)).toBe(Object.prototype)
    expect(result.theirs).toEqual([['name'], ['__proto__']])
    expect(result.mine).toEqual([['']])
    // Absent on both sides, the key is not the prototype each would inherit.
    expect(sameValue({}, JSON.parse('{"__proto__": {}}'))).toBe(false)
    expect(changedPaths({}, JSON.parse('{"__proto__": {}}'))).toEqual([['__proto__']])
  })

  it('never loses a change of mine, and keeps theirs where it names them', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (base, mine, theirs) => {
        const result = mergeThreeWay(base, mine, theirs)
        for (const path of [...result.mine, ...result.both])
          expect(sameValue(get(result.merged, path), get(mine, path))).toBe(true)
        for (const path of result.theirs)
          expect(sameValue(get(result.merged, path), get(theirs, path))).toBe(true)
        if (result.theirs.length === 0) expect(sameValue(result.merged, mine)).toBe(true)
        if (result.mine.length === 0 && result.both.length === 0)
          expect(sameValue(result.merged, theirs)).toBe(true)
      }),
    )
  })

  it('decides each field of a form on its own: mine where I changed it, else theirs', () => {
    fc.assert(
      fc.property(versions, ([base, mine, theirs, of]) => {
        const result = mergeThreeWay(base, mine, theirs)
        const listed = (list: FieldPath[]) => new Set(list.map(key))
        const onlyTheirs = listed(result.theirs)
        const onlyMine = listed(result.mine)
        const both = listed(result.both)
        for (const path of leaves(of)) {
          const [b, m, t] = [base, mine, theirs].map((value) => get(value, path))
          const iChanged = !sameValue(m, b)
          const theyChanged = !sameValue(t, b)
          expect(sameValue(get(result.merged, path), iChanged ? m : t)).toBe(true)
          const differ = !sameValue(m, t)
          expect(onlyTheirs.has(key(path))).toBe(differ && theyChanged && !iChanged)
          expect(onlyMine.has(key(path))).toBe(differ && iChanged && !theyChanged)
          expect(both.has(key(path))).toBe(differ && iChanged && theyChanged)
        }
        // Nothing is named that is not a field of the form.
        const all = new Set(leaves(of).map(key))
        for (const path of [...result.theirs, ...result.mine, ...result.both])
          expect(all.has(key(path))).toBe(true)
      }),
    )
  })
})

describe('sameValue', () => {
  it('reads an absent key as undefined and compares arrays in order', () => {
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false)
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true)
    expect(sameValue({ a: [1] }, { a: [1] })).toBe(true)
    expect(sameValue(null, undefined)).toBe(false)
  })
})
