// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { specificationRows } from './specifications'

const specs = {
  pl: { zamek: 'Stal', lufa: '16" skok 1:7', dodatek: 'Pas' },
  en: { bolt: 'Steel', barrel: '16" 1:7 twist', weight: '2.9 kg' },
}

describe('specificationRows', () => {
  it('reads Polish for pl and English for en, named by the English key, in the spec’s order', () => {
    expect(specificationRows(specs, 'pl')).toEqual([
      { name: 'barrel', key: 'lufa', value: '16" skok 1:7' },
      { name: 'bolt', key: 'zamek', value: 'Stal' },
      // Not translated into Polish: the English row.
      { name: 'weight', key: 'weight', value: '2.9 kg' },
      { name: null, key: 'dodatek', value: 'Pas' },
    ])
    expect(specificationRows(specs, 'en')).toEqual([
      { name: 'barrel', key: 'barrel', value: '16" 1:7 twist' },
      { name: 'bolt', key: 'bolt', value: 'Steel' },
      { name: 'weight', key: 'weight', value: '2.9 kg' },
    ])
  })

  it('reads a German group, row by row, with English where a row is missing', () => {
    const german = { ...specs, de: { barrel: '16" Drall 1:7', bolt: '' } }
    expect(specificationRows(german, 'de')).toEqual([
      { name: 'barrel', key: 'barrel', value: '16" Drall 1:7' },
      { name: 'bolt', key: 'bolt', value: 'Steel' },
      { name: 'weight', key: 'weight', value: '2.9 kg' },
    ])
    // German rows are German visitors' only.
    expect(specificationRows(german, 'fr')[0]).toEqual({
      name: 'barrel',
      key: 'barrel',
      value: '16" 1:7 twist',
    })
  })

  it('falls back to English only: Polish rows are not shown under other languages', () => {
    for (const language of ['it', 'de', 'fr', 'en'])
      expect(specificationRows({ pl: specs.pl, en: {} }, language)).toEqual([])
    expect(specificationRows({ pl: {}, en: {} }, 'pl')).toEqual([])
    expect(specificationRows({}, 'de')).toEqual([])
    expect(specificationRows(null, 'pl')).toEqual([])
  })
})
