import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { LANGUAGES } from './countries'
import { addressIn, isPrivateArea, languageAddress } from './language-addresses'

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
const publicPath = fc
  .array(segment, { maxLength: 4 })
  .map((segments) => `/${segments.join('/')}`)
  .filter((path) => !/^\/(admin|dealer|pl|it|de|fr)(\/|$)/.test(path))
const query = fc.constantFrom('', '?category=Rifle', '?search=%C5%81%C3%B3d%C5%BA&page=2', '#x')

describe('language addresses', () => {
  it('reads back the language and the page of every public address in every language', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), publicPath, query, (language, path, rest) => {
        const address = addressIn(language, path + rest)
        const pathname = address.split(/[?#]/, 1)[0]!
        const read = languageAddress(pathname)
        expect(read.language).toBe(language)
        expect(read.path).toBe(path)
        expect(read.basename + (read.path === '/' && read.basename ? '' : read.path)).toBe(pathname)
        expect(address.endsWith(rest)).toBe(true)
      }),
    )
  })

  it('writes the home page as a basename does, and English at the spec’s paths', () => {
    expect(addressIn('pl', '/')).toBe('/pl')
    expect(addressIn('pl', '/?view=list')).toBe('/pl?view=list')
    expect(addressIn('de', '/product/sog-9')).toBe('/de/product/sog-9')
    expect(addressIn('en', '/catalog?x=1')).toBe('/catalog?x=1')
  })

  it('keeps the private areas at one address, in no language of their own', () => {
    expect(languageAddress('/admin/login')).toEqual({
      language: null,
      basename: '',
      path: '/admin/login',
    })
    expect(languageAddress('/dealer/dashboard').language).toBeNull()
    // In any case, as the front server and the router match paths.
    expect(languageAddress('/Admin/Login').language).toBeNull()
    expect(isPrivateArea(languageAddress('/pl/DEALER/dashboard').path)).toBe(true)
    // `/dealers` is the public directory, not the dealers' area.
    expect(languageAddress('/dealers').language).toBe('en')
    expect(languageAddress('/pl/admin/login')).toEqual({
      language: 'pl',
      basename: '/pl',
      path: '/admin/login',
    })
  })

  it('takes only a whole, lower-case segment as a language', () => {
    expect(languageAddress('/plx').language).toBe('en')
    expect(languageAddress('/PL/catalog').language).toBe('en')
    expect(languageAddress('/pl').path).toBe('/')
  })
})
