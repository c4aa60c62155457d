import { describe, expect, it } from 'vitest'

import { compareOptionNames, sameOptionName } from './option-order'

describe('option order', () => {
  it('sorts barrel lengths by their number, not as text', () => {
    const lengths = ['10.5"', '16"', '3.9"', '4.5"', '20"']
    expect([...lengths].sort(compareOptionNames)).toEqual(['3.9"', '4.5"', '10.5"', '16"', '20"'])
  })

  it('sorts words alphabetically ignoring case', () => {
    expect(['rifle', 'Pistol', 'Carbine'].sort(compareOptionNames)).toEqual([
      'Carbine',
      'Pistol',
      'rifle',
    ])
  })

  it('treats names differing only in case as one', () => {
    expect(sameOptionName('9MM', '9mm')).toBe(true)
    expect(sameOptionName(' 9mm', '9mm')).toBe(true)
    expect(sameOptionName('9mm', '.45 ACP')).toBe(false)
  })
})
