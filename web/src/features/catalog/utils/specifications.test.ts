import { describe, expect, it } from 'vitest'

import { specificationGroup, specificationRows } from './specifications'

const specs = {
  pl: { zamek: 'Stal', lufa: '16" skok 1:7', dodatek: 'Pas' },
  en: { bolt: 'Steel', barrel: '16" 1:7 twist' },
}

describe('specificationRows', () => {
  it('reads Polish for pl and English for en, named by the English key, in the spec’s order', () => {
    expect(specificationRows(specs, 'pl')).toEqual([
      { name: 'barrel', key: 'lufa', value: '16" skok 1:7' },
      { name: 'bolt', key: 'zamek', value: 'Stal' },
      { name: null, key: 'dodatek', value: 'Pas' },
    ])
    expect(specificationRows(specs, 'en')).toEqual([
      { name: 'barrel', key: 'barrel', value: '16" 1:7 twist' },
      { name: 'bolt', key: 'bolt', value: 'Steel' },
    ])
  })

  it('falls back to English only: Polish rows are not shown under other languages', () => {
    for (const language of ['it', 'de', 'fr'])
      expect(specificationGroup(specs, language)).toBe('en')
    expect(specificationGroup({ pl: {}, en: specs.en }, 'pl')).toBe('en')
    expect(specificationGroup({ pl: specs.pl, en: {} }, 'it')).toBeNull()
    expect(specificationRows({ pl: {}, en: {} }, 'en')).toEqual([])
  })
})
