import { describe, expect, it } from 'vitest'

import { FIREARM_ID_PATTERN, newFirearmId } from './firearm-id'

describe('firearm ids', () => {
  it('follow sog-{timestamp}-{random5}', () => {
    const id = newFirearmId(1_700_000_000_000)
    expect(id).toMatch(/^sog-1700000000000-[a-z0-9]{5}$/)
    expect(FIREARM_ID_PATTERN.test(id)).toBe(true)
  })

  it('differ between calls in the same millisecond', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newFirearmId(1)))
    expect(ids.size).toBeGreaterThan(190)
  })
})
