/**
 * The one spelling of an address the whole front server works with (issue 32): every door,
 * route class, cache key and log line, and the application server behind it, see the path this
 * returns, so no other spelling of a path can reach a handler past a limit. What it does, in
 * the order of RFC 3986 §6.2.2: percent-escapes of unreserved characters are decoded (`%2e` is
 * `.`, `%6c` is `l`) and the others written in upper case; duplicate slashes are one; dot
 * segments are removed (§5.2.4); a trailing slash goes (but the root's). Case is left as sent:
 * the router matches static segments without regard to case (index.ts), as Payload's own router
 * does, and keeps parameters as sent.
 *
 * Refused, as no route of the product has them and the application server would read them
 * differently: malformed escapes and control characters (in the query too), backslashes and
 * encoded slashes (`%2F`, `%5C`), which Next decodes into separators *after* the doors looked.
 */
export type NormalPath = { url: string } | { refused: string }

const UNRESERVED = /[A-Za-z0-9\-._~]/
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/

export function normalPath(url: string): NormalPath {
  const at = url.indexOf('?')
  const rawPath = at === -1 ? url : url.slice(0, at)
  const query = at === -1 ? '' : url.slice(at)
  if (!rawPath.startsWith('/')) return { refused: 'Malformed URL' }
  if (rawPath.includes('\\')) return { refused: 'Backslashes are not allowed in the address' }

  let path = ''
  for (let i = 0; i < rawPath.length; i++) {
    const char = rawPath[i]!
    if (char !== '%') {
      path += char
      continue
    }
    const hex = rawPath.slice(i + 1, i + 3)
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return { refused: 'Malformed URL' }
    const decoded = String.fromCharCode(parseInt(hex, 16))
    if (decoded === '/' || decoded === '\\')
      return { refused: 'Encoded slashes are not allowed in the address' }
    path += UNRESERVED.test(decoded) ? decoded : `%${hex.toUpperCase()}`
    i += 2
  }
  // The query is passed on as sent, but must be readable and free of control characters too.
  let readable: string
  try {
    readable = decodeURIComponent(path) + decodeURIComponent(query.replaceAll('+', ' '))
  } catch {
    return { refused: 'Malformed URL' }
  }
  if (CONTROL.test(readable) || CONTROL.test(query))
    return { refused: 'Control characters are not allowed in the address' }

  const segments: string[] = []
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return { url: `/${segments.join('/')}${query}` }
}
