// @vitest-environment node
import { LANGUAGES, type ApiFirearm, type Language } from '@sog/contract'
import { describe, expect, it } from 'vitest'

import { sampleFirearms } from '@/lib/api/sample-data'
import {
  filterFirearms,
  filterPrice,
  hasActiveFilters,
  NO_FILTERS,
  priceCeiling,
  type FirearmFilters,
} from './filter-firearms'
import { readFilters, writeFilters } from './filter-params'

const firearms = sampleFirearms()
const CEILING = priceCeiling(firearms)
const names = (filters: Partial<FirearmFilters>) =>
  filterFirearms(firearms, { ...NO_FILTERS, ...filters }, CEILING)
    .map((f) => f.name)
    .sort()

describe('filterFirearms', () => {
  it('keeps everything with no filter set', () => {
    expect(names({})).toHaveLength(firearms.length)
  })

  it('searches the name, category, caliber and system type, case-insensitively, as a substring', () => {
    expect(names({ search: 'marks' })).toEqual(['SOG-10 Marksman'])
    expect(names({ search: '  .300 blk ' })).toEqual(['SOG-300 Pistol'])
    expect(names({ search: 'GAUGE' })).toEqual(['SOG-12 Field', 'SOG-12 Tactical'])
    expect(names({ search: 'shotgun' })).toEqual(['SOG-12 Field', 'SOG-12 Tactical'])
    expect(names({ search: 'semi-auto' })).toEqual([
      'SOG-12 Field',
      'SOG-12 Tactical',
      'SOG-P9',
      'SOG-P9 Compact OD',
    ])
    // Numbers as European visitors write them.
    expect(names({ search: '7,62 × 39' })).toEqual(['SOG-AK Classic', 'SOG-AK Tactical'])
    // Not the description ("walnut") nor the barrel length (28" is only the field shotgun's).
    expect(names({ search: 'walnut' })).toEqual([])
    expect(names({ search: '28"' })).toEqual([])
  })

  it('searches the options also as the reader’s language names them (0200)', () => {
    const german = (search: string) =>
      filterFirearms(firearms, { ...NO_FILTERS, search }, CEILING, {
        labelOf: (type, value) =>
          type === 'category' && value === 'Shotgun' ? 'Flinte' : undefined,
      }).map((f) => f.name)
    expect(german('flinte').sort()).toEqual(['SOG-12 Field', 'SOG-12 Tactical'])
    expect(german('shotgun').sort()).toEqual(['SOG-12 Field', 'SOG-12 Tactical'])
    expect(names({ search: 'flinte' })).toEqual([])
  })

  it('folds letters as the server’s search does: "lodz" and "łódź" find "Łódź"', () => {
    const lodz = { ...firearms[0]!, name: 'Łódź Special' }
    const search = (text: string) =>
      filterFirearms([lodz], { ...NO_FILTERS, search: text }, CEILING).map((f) => f.name)
    expect(search('lodz')).toEqual(['Łódź Special'])
    expect(search('ŁÓDŹ')).toEqual(['Łódź Special'])
  })

  it('matches the four option filters exactly and combines them', () => {
    expect(names({ category: 'Shotgun' })).toEqual(['SOG-12 Field', 'SOG-12 Tactical'])
    expect(names({ category: 'shotgun' })).toEqual([])
    expect(names({ caliber: '9' })).toEqual([])
    expect(names({ barrelLength: '16"', systemType: 'Carbine' })).toEqual([
      'SOG-15 Carbine',
      'SOG-9 PCC',
    ])
    expect(names({ category: 'Pistol', caliber: '9mm', search: 'compact' })).toEqual([
      'SOG-P9 Compact OD',
    ])
  })

  it('takes both spellings of Pre-Order as one availability', () => {
    expect(names({ availability: 'Pre-Order' })).toEqual(['SOG-12 Field', 'SOG-AK Tactical'])
    expect(names({ availability: 'Discontinued' })).toEqual(['SOG-P9 Compact OD'])
  })

  it('filters by PLN price, then the legacy price, then 0, only when narrowed', () => {
    const priced = (pricePLN: number | null, price: number | null): ApiFirearm => ({
      ...firearms[0]!,
      id: `${pricePLN}-${price}`,
      pricePLN,
      price,
    })
    const list = [priced(5000, 100), priced(null, 3000), priced(null, null)]
    expect(list.map(filterPrice)).toEqual([5000, 3000, 0])
    const ids = (filters: Partial<FirearmFilters>) =>
      filterFirearms(list, { ...NO_FILTERS, ...filters }, priceCeiling(list)).map((f) => f.id)
    expect(priceCeiling(list)).toBe(5000)
    expect(ids({ minPrice: 0, maxPrice: 5000 })).toHaveLength(3)
    expect(ids({ maxPrice: 4000 })).toEqual(['null-3000', 'null-null'])
    expect(ids({ minPrice: 100 })).toEqual(['5000-100', 'null-3000'])
    expect(ids({ minPrice: 3000, maxPrice: 3000 })).toEqual(['null-3000'])
  })
})

describe('price range', () => {
  it('runs from 0 to the dearest price rounded up to 100, or the spec’s 40000 with no data', () => {
    expect(CEILING).toBe(15500)
    expect(priceCeiling([])).toBe(40000)
  })

  it('counts as active only when narrower than the whole range', () => {
    expect(hasActiveFilters(NO_FILTERS, CEILING)).toBe(false)
    expect(hasActiveFilters({ ...NO_FILTERS, maxPrice: CEILING }, CEILING)).toBe(false)
    expect(hasActiveFilters({ ...NO_FILTERS, maxPrice: 15400 }, CEILING)).toBe(true)
    expect(hasActiveFilters({ ...NO_FILTERS, minPrice: 100 }, CEILING)).toBe(true)
    expect(hasActiveFilters({ ...NO_FILTERS, search: 'ak' }, CEILING)).toBe(true)
    expect(hasActiveFilters({ ...NO_FILTERS, availability: 'In Stock' }, CEILING)).toBe(true)
  })
})

describe('filters in the URL', () => {
  it('round-trips every filter and leaves other parameters alone', () => {
    const filters: FirearmFilters = {
      search: 'ak',
      category: 'Rifle',
      caliber: '7.62x39mm',
      barrelLength: '16"',
      systemType: 'AK',
      availability: 'Pre-Order',
      minPrice: 1000,
      maxPrice: 9000,
    }
    const params = writeFilters(new URLSearchParams('view=list'), filters)
    expect(params.get('view')).toBe('list')
    for (const language of LANGUAGES) expect(readFilters(params, language)).toEqual(filters)
    expect(writeFilters(params, NO_FILTERS).toString()).toBe('view=list')
  })

  it('reads bounds typed in the form without the app as the page’s language writes amounts', () => {
    const read = (query: string, language: Language) => {
      const { minPrice, maxPrice } = readFilters(new URLSearchParams(query), language)
      return [minPrice, maxPrice]
    }
    expect(read('minPrice=1.500&maxPrice=5.000', 'de')).toEqual([1500, 5000])
    expect(read('minPrice=1%C2%A0500&maxPrice=5+000,50', 'fr')).toEqual([1500, 5000.5])
    expect(read('minPrice=1,500&maxPrice=5,000', 'en')).toEqual([1500, 5000])
    expect(read('maxPrice=4999.99', 'pl')).toEqual([0, 4999.99])
  })

  it('ignores prices that are not non-negative numbers', () => {
    for (const language of LANGUAGES)
      expect(readFilters(new URLSearchParams('minPrice=abc&maxPrice=-5'), language)).toEqual(
        NO_FILTERS,
      )
    expect(readFilters(new URLSearchParams('maxPrice=1e999'), 'en')).toEqual(NO_FILTERS)
  })
})
