import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { guarded, unguarded } from './formula-guard'

describe('text cells guarded against formulas', () => {
  it('starts no exported cell with a formula character, and reads every text back as it was', () => {
    const text = fc.oneof(
      fc.string(),
      // Texts that begin as formulas do, or with apostrophes before one.
      fc
        .tuple(
          fc.stringMatching(/^'*$/),
          fc.constantFrom('=', '+', '-', '@', '\t', '\r'),
          fc.string(),
        )
        .map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(text, (value) => {
        expect(guarded(value)).not.toMatch(/^[=+\-@\t\r]/)
        expect(unguarded(guarded(value))).toBe(value)
      }),
    )
  })
})
