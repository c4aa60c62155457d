import { describe, expect, it } from 'vitest'

import { catalogReturnPath, catalogReturnState } from './return-to'

describe('Back to Catalog', () => {
  it('returns to the filtered catalogue the visitor came from', () => {
    const state = catalogReturnState({ pathname: '/catalog', search: '?category=Rifle&page=2' })
    expect(catalogReturnPath(state)).toBe('/catalog?category=Rifle&page=2')
    expect(catalogReturnPath(catalogReturnState({ pathname: '/', search: '?q=p9' }))).toBe('/?q=p9')
  })

  it('falls back to the bare catalogue for anything else', () => {
    expect(catalogReturnPath(undefined)).toBe('/catalog')
    expect(catalogReturnPath(null)).toBe('/catalog')
    expect(catalogReturnPath({ catalog: 'https://evil.example/' })).toBe('/catalog')
    expect(catalogReturnPath({ catalog: '//evil.example/catalog' })).toBe('/catalog')
    expect(catalogReturnPath({ catalog: '/favorites' })).toBe('/catalog')
    expect(catalogReturnPath({ catalog: 42 })).toBe('/catalog')
  })
})
