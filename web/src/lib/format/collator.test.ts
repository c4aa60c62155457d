// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'

import { compareIn } from './collator'

describe('compareIn', () => {
  afterEach(() => vi.restoreAllMocks())

  it("sorts in the language's order", () => {
    expect(['Zürich', 'Łódź', 'Lublin', 'Ostrava'].sort(compareIn('pl'))).toEqual([
      'Lublin',
      'Łódź',
      'Ostrava',
      'Zürich',
    ])
    expect(['Österreich', 'Polen', 'Niederlande'].sort(compareIn('de'))).toEqual([
      'Niederlande',
      'Österreich',
      'Polen',
    ])
  })

  it('sorts a list without making a collator for each comparison', () => {
    const made = vi.spyOn(Intl, 'Collator')
    const cities = Array.from({ length: 200 }, (_, index) => `City ${(index * 37) % 200}`)
    cities.sort(compareIn('fr'))
    ;[...cities].reverse().sort(compareIn('fr'))
    expect(made.mock.calls.length).toBeLessThanOrEqual(1)
  })
})
