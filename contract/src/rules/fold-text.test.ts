import { describe, expect, it } from 'vitest'

import { foldText } from './fold-text'

describe('foldText', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['ŁÓDŹ', 'lodz'],
    ['Kraków', 'krakow'],
    ['Straße', 'strasse'],
    ['Besançon', 'besancon'],
    ['København', 'kobenhavn'],
    ['Poznań Tactical', 'poznan tactical'],
  ])('%s reads as %s', (text, folded) => {
    expect(foldText(text)).toBe(folded)
  })

  it('matches a query typed without accents inside accented text', () => {
    expect(foldText('Büchsenmacher Zürich').includes(foldText('zurich'))).toBe(true)
    expect(foldText('Militaria Kraków').includes(foldText('KRAKOW'))).toBe(true)
  })
})
