import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { matchesCatalogueSearch, SEARCHED_OPTIONS, type SearchedOption } from './catalogue-search'
import { foldText } from './fold-text'

const shotgun = {
  name: 'SOG-S12 Field',
  category: 'Shotgun',
  caliber: '12 Gauge',
  barrelLength: '28"',
  systemType: 'Semi-Auto',
}
const GERMAN: Record<SearchedOption, Record<string, string>> = {
  category: { Shotgun: 'Flinte' },
  caliber: { '12 Gauge': 'Kaliber 12' },
  systemType: { 'Semi-Auto': 'Halbautomatisch' },
}
const german = (type: SearchedOption, value: string) => GERMAN[type][value]
const english = () => undefined

describe('matchesCatalogueSearch', () => {
  it.each([
    ['s12', english],
    ['shotgun', english],
    ['GAUGE', english],
    ['semi', english],
    ['flinte', german],
    ['FLÌNTE', german],
    ['kaliber 12', german],
    ['halbauto', german],
    ['shotgun', german],
    ['  ', english],
  ])('%j finds the shotgun', (text, labels) => {
    expect(matchesCatalogueSearch(shotgun, text, labels)).toBe(true)
  })

  it.each([
    ['flinte', english],
    ['28', english],
    ['28', german],
    ['pistol', german],
  ])('%j does not', (text, labels) => {
    expect(matchesCatalogueSearch(shotgun, text, labels)).toBe(false)
  })

  const word = fc.string({ unit: fc.constantFrom(...'aąbcćeęłnńoóśzźżüßAŁÓ 12-"'), maxLength: 12 })
  const firearm = fc.record({
    name: word,
    category: word,
    caliber: word,
    barrelLength: word,
    systemType: word,
  })
  const labels = fc.record({ category: word, caliber: word, systemType: word })

  it('finds a firearm by any part of its name or a searched option, as stored or as named', () => {
    fc.assert(
      fc.property(
        firearm,
        labels,
        fc.constantFrom('name', ...SEARCHED_OPTIONS, 'category-label', 'caliber-label'),
        fc.nat(),
        fc.nat(),
        (f, named, where, a, b) => {
          const source = where.endsWith('-label')
            ? named[where.replace('-label', '') as SearchedOption]
            : f[where as 'name' | SearchedOption]
          const [from, to] = [a % (source.length + 1), b % (source.length + 1)].sort(
            (x, y) => x - y,
          )
          const text = source.slice(from, to)
          expect(matchesCatalogueSearch(f, text, (type) => named[type])).toBe(true)
        },
      ),
    )
  })

  it('finds nothing the firearm does not show: the barrel length alone never matches', () => {
    fc.assert(
      fc.property(firearm, labels, word, (f, named, text) => {
        const folded = foldText(text.trim())
        const shown = [f.name, ...SEARCHED_OPTIONS.flatMap((type) => [f[type], named[type]])]
        const expected = !folded || shown.some((value) => foldText(value).includes(folded))
        expect(matchesCatalogueSearch(f, text, (type) => named[type])).toBe(expected)
      }),
    )
  })
})
