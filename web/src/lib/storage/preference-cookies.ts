import { PREFERENCE_COOKIE_MAX_AGE, PREFERENCE_COOKIES } from '@sog/contract'
import { parse, serialize } from 'cookie'

type CookieName = keyof typeof PREFERENCE_COOKIES

/**
 * Mirrors a stored preference into its cookie, so the server renders the next page in it
 * (docs/decisions/0060-preference-cookies.md), or keeps the town the visitor named (0178); an
 * empty value removes the cookie.
 */
export function writePreferenceCookie(name: CookieName, value: string): void {
  if (typeof document === 'undefined') return
  document.cookie = serialize(PREFERENCE_COOKIES[name], value, {
    path: '/',
    maxAge: value ? PREFERENCE_COOKIE_MAX_AGE : 0,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  })
}

/** A preference's cookie as the browser holds it ('' for none or an unreadable one). */
export function readPreferenceCookie(name: CookieName): string {
  if (typeof document === 'undefined') return ''
  return parse(document.cookie)[PREFERENCE_COOKIES[name]] ?? ''
}
