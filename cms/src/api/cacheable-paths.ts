/**
 * The public GET routes whose answers depend only on catalogue data covered by the
 * `public_data_version` counter, so a front cache may serve them until it changes.
 */
const EXACT = new Set([
  '/api/firearms',
  '/api/categories',
  '/api/calibers',
  '/api/barrel-lengths',
  '/api/system-types',
  '/api/countries',
  '/api/settings',
  '/api/dealers',
  '/api/openapi.json',
])

export function isCacheablePath(pathname: string): boolean {
  return EXACT.has(pathname) || /^\/api\/firearms\/[A-Za-z0-9_-]{1,64}$/.test(pathname)
}
