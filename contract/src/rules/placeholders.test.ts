import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fillPlaceholders } from './placeholders'

describe('fillPlaceholders', () => {
  it('fills the placeholders it has values for and names the others', () => {
    expect(fillPlaceholders('{{a}} and {{b}}, {{a}}', { a: 1 })).toEqual({
      text: '1 and {{b}}, 1',
      missing: ['b'],
    })
    // Only own values: `toString` is no placeholder's value.
    expect(fillPlaceholders('{{toString}}', {}).missing).toEqual(['toString'])
  })

  it('leaves a text without placeholders as it is, whatever the values', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('{{')),
        fc.dictionary(fc.string(), fc.string()),
        (text, vars) => {
          expect(fillPlaceholders(text, vars)).toEqual({ text, missing: [] })
        },
      ),
    )
  })
})
