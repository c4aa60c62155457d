import { addressIn, LANGUAGES, MAX_SEARCH_LENGTH, namedPlace } from '@sog/contract'
import { parse } from 'cookie'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { placeCookieOf } from './place-cookie'

/** The town a Set-Cookie carries, as the browser will send it back. */
const townOf = (setCookie: string | null) =>
  setCookie === null ? null : (parse(setCookie.split(';', 1)[0] ?? '')['sog-place'] ?? null)

describe('placeCookieOf', () => {
  it("keeps the town of the directory's address in every language, for a year", () => {
    for (const language of LANGUAGES) {
      const cookie = placeCookieOf(
        addressIn(language, '/dealers?country=all&place=Salzburg'),
        false,
      )
      expect(townOf(cookie)).toBe('Salzburg')
      expect(cookie).toMatch(/Max-Age=31536000/)
      expect(cookie).toMatch(/Path=\//)
      expect(cookie).toMatch(/SameSite=Lax/)
      expect(cookie).not.toMatch(/Secure/)
    }
    expect(placeCookieOf('/dealers?place=Wien', true)).toMatch(/; Secure/)
  })

  it('forgets the town when the address empties it, and leaves it for any other address', () => {
    const cleared = placeCookieOf('/dealers?place=%20%20&country=AT', false)
    expect(townOf(cleared)).toBe('')
    expect(cleared).toMatch(/Max-Age=0/)
    expect(placeCookieOf('/dealers?country=AT', false)).toBeNull()
    expect(placeCookieOf('/dealers', false)).toBeNull()
    expect(placeCookieOf('/catalog?place=Salzburg', false)).toBeNull()
    expect(placeCookieOf('/de/product/x?place=Salzburg', false)).toBeNull()
    expect(placeCookieOf('/admin/dealers?place=Salzburg', false)).toBeNull()
  })

  it('cuts a town to the length of a search, as the directory looks it up', () => {
    const long = `${'a'.repeat(MAX_SEARCH_LENGTH - 1)} b`
    expect(townOf(placeCookieOf(`/dealers?place=${long}`, false))).toBe(
      'a'.repeat(MAX_SEARCH_LENGTH - 1),
    )
    expect(townOf(placeCookieOf(`/dealers?place=${'z'.repeat(5_000)}`, false))).toHaveLength(
      MAX_SEARCH_LENGTH,
    )
  })

  it('matches the address without regard to case, as the routers do', () => {
    expect(townOf(placeCookieOf('/Dealers?place=Wien', false))).toBe('Wien')
    expect(townOf(placeCookieOf('/de/DEALERS?place=Wien', false))).toBe('Wien')
  })

  it('carries any town as typed, trimmed and cut, through the browser and back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (typed) => {
        const url = `/fr/dealers?place=${encodeURIComponent(typed)}&q=x`
        expect(townOf(placeCookieOf(url, false))).toBe(namedPlace(typed))
      }),
    )
  })
})
