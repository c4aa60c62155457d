// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { catalogReturnPath, catalogReturnState, referredCatalog } from './return-to'

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

  it('takes the catalogue of a plain link from the referrer: this site, the same language', () => {
    const back = (referrer: string, page: string) =>
      catalogReturnPath(referredCatalog(referrer, page))
    const site = 'https://sog.example'
    expect(back(`${site}/catalog?category=Rifle`, `${site}/product/p1`)).toBe(
      '/catalog?category=Rifle',
    )
    expect(back(`${site}/pl?search=p9&page=2`, `${site}/pl/product/p1`)).toBe('/?search=p9&page=2')
    expect(back(`${site}/it/catalog?sort=name`, `${site}/it/product/p1`)).toBe('/catalog?sort=name')
    // Another language's catalogue, another site, another page, no referrer: the bare catalogue.
    expect(back(`${site}/de/catalog?sort=name`, `${site}/it/product/p1`)).toBe('/catalog')
    expect(back(`${site}/catalog?sort=name`, `${site}/fr/product/p1`)).toBe('/catalog')
    expect(back('https://evil.example/catalog?x=1', `${site}/product/p1`)).toBe('/catalog')
    expect(back(`${site}/dealers?country=DE`, `${site}/product/p1`)).toBe('/catalog')
    expect(back('', `${site}/product/p1`)).toBe('/catalog')
  })
})
