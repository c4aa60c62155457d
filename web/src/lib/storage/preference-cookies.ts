import { PREFERENCE_COOKIE_MAX_AGE, PREFERENCE_COOKIES } from '@sog/contract'

/**
 * Mirrors a stored preference into its cookie, so the server renders the next page in it
 * (docs/decisions/0060-preference-cookies.md), or keeps the town the visitor named (0178); an
 * empty value removes the cookie. Written by hand, not with the `cookie` package the reading
 * uses: this runs on every page's first load, whose scripts have a budget (docs/performance.md).
 */
export function writePreferenceCookie(name: keyof typeof PREFERENCE_COOKIES, value: string): void {
  if (typeof document === 'undefined') return
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  const maxAge = value ? PREFERENCE_COOKIE_MAX_AGE : 0
  document.cookie = `${PREFERENCE_COOKIES[name]}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; samesite=lax${secure}`
}
