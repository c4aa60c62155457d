import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { normalPath } from './normal-path'

const url = (input: string) => {
  const result = normalPath(input)
  if ('refused' in result) throw new Error(`refused ${input}: ${result.refused}`)
  return result.url
}

describe('normalPath', () => {
  it.each([
    ['/api/auth/admin/./login', '/api/auth/admin/login'],
    ['/api/auth/admin/%2e/login', '/api/auth/admin/login'],
    ['/api/auth/admin/%2E%2E/admin/login', '/api/auth/admin/login'],
    ['/api/auth/admin//login', '/api/auth/admin/login'],
    ['//api///auth/admin/login/', '/api/auth/admin/login'],
    ['/api/auth/admin/%6cogin', '/api/auth/admin/login'],
    ['/cms/api/admins/x/../login', '/cms/api/admins/login'],
    ['/../../etc/passwd', '/etc/passwd'],
    ['/', '/'],
    ['/?q=a/../b', '/?q=a/../b'],
    ['/product/%c5%82%C3%B3dz', '/product/%C5%82%C3%B3dz'],
    ['/api/firearms?search=%2e%2e', '/api/firearms?search=%2e%2e'],
    ['/Media/Foo.JPG', '/Media/Foo.JPG'],
  ])('%s is %s', (input, expected) => {
    expect(url(input)).toBe(expected)
  })

  it.each([
    ['/cms/api/dealers/1%2F2', /Encoded slashes/],
    ['/cms/api/media/file%2fx.png', /Encoded slashes/],
    ['/a%5Cb', /Encoded slashes/],
    ['/a\\b', /Backslashes/],
    ['/%', /Malformed/],
    ['/%zz', /Malformed/],
    ['/api/x?q=%', /Malformed/],
    ['/a%00b', /Control/],
    ['/a%0d%0ab', /Control/],
    ['/api/firearms?search=%00', /Control/],
    ['*', /Malformed/],
  ])('%s is refused', (input, reason) => {
    const result = normalPath(input)
    expect(result).toEqual({ refused: expect.stringMatching(reason) })
  })

  const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/)
  const spelling = (canonical: string[]) =>
    fc
      .tuple(
        fc.tuple(
          ...canonical.map((name) =>
            fc.tuple(
              fc.constantFrom('', '/', '/./', '//', '/%2e/', '/%2E/'),
              fc.oneof(
                fc.constant(name),
                // One character written as an escape.
                fc.nat({ max: name.length - 1 }).map((i) => {
                  const hex = name.charCodeAt(i).toString(16)
                  return `${name.slice(0, i)}%${hex}${name.slice(i + 1)}`
                }),
                // A detour through a made-up segment.
                segment.map((detour) => `${detour}/../${name}`),
              ),
            ),
          ),
        ),
        fc.constantFrom('', '/', '/.'),
      )
      .map(([parts, end]) => parts.map(([lead, name]) => `/${lead.slice(1)}${name}`).join('') + end)

  it('gives every spelling of a path the canonical path', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (names) =>
        fc.assert(
          fc.property(spelling(names), (spelt) => {
            expect(url(spelt)).toBe(`/${names.join('/')}`)
          }),
          { numRuns: 20 },
        ),
      ),
      { numRuns: 50 },
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const first = normalPath(path)
        if ('refused' in first) return
        expect(normalPath(first.url)).toEqual(first)
      }),
      { numRuns: 2000 },
    )
  })
})
