import { PREFERENCE_COOKIE_MAX_AGE, PREFERENCE_COOKIES } from '@sog/contract'

/**
 * Mirrors a stored preference into its cookie, so the server renders the next page in it
 * (docs/decisions/0060-preference-cookies.md). Local storage stays the app's own record.
 */
export function writePreferenceCookie(name: keyof typeof PREFERENCE_COOKIES, value: string): void {
  if (typeof document === 'undefined') return
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${PREFERENCE_COOKIES[name]}=${encodeURIComponent(value)}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE}; samesite=lax${secure}`
}
