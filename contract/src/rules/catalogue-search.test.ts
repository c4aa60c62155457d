import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  matchesCatalogueSearch,
  SEARCHED_OPTIONS,
  searchSpellings,
  type SearchedOption,
} from './catalogue-search'
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

describe('searchSpellings', () => {
  it.each([
    ['7,62', ['7,62', '7.62']],
    ['7,62x39', ['7,62x39', '7.62x39']],
    ['5,56 × 45', ['5,56 × 45', '5.56x45']],
    ['5.56 X 45mm', ['5.56 X 45mm', '5.56x45mm']],
    ['9 mm', ['9 mm', '9mm']],
    ['9 MM Para', ['9 MM Para', '9MM Para']],
    ['9mm', ['9mm']],
    ['Kaliber 12', ['Kaliber 12']],
    ['12 Gauge', ['12 Gauge']],
    ['max x 2', ['max x 2']],
    ['1,2,3', ['1,2,3', '1.2.3']],
    ['Łódź, Poznań', ['Łódź, Poznań']],
  ])('%j is also looked for as the catalogue writes it', (text, spellings) => {
    expect(searchSpellings(text)).toEqual(spellings)
  })
})

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
    ['12 GAUGE', english],
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

  it.each(['7,62', '7,62 × 39', '7.62X39', '7,62x39 mm'])('%j finds the AK', (text) => {
    const ak = { ...shotgun, name: 'SOG-AK', category: 'Rifle', caliber: '7.62x39mm' }
    expect(matchesCatalogueSearch(ak, text, english)).toBe(true)
    expect(matchesCatalogueSearch(shotgun, text, english)).toBe(false)
  })

  const word = fc.string({
    unit: fc.constantFrom(...'aąbcćeęłnńoóśzźżüßAŁÓ 12-",.xX×m'),
    maxLength: 12,
  })
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
        const spellings = searchSpellings(text.trim()).map(foldText)
        const shown = [f.name, ...SEARCHED_OPTIONS.flatMap((type) => [f[type], named[type]])]
        const expected =
          !text.trim() ||
          shown.some((value) => spellings.some((spelling) => foldText(value).includes(spelling)))
        expect(matchesCatalogueSearch(f, text, (type) => named[type])).toBe(expected)
      }),
    )
  })
})
