import { writePreferenceCookie } from './preference-cookies'
import { changeLanguage, i18n, storedLanguage } from './i18n'
import { selectedCountry } from './selected-country'

/**
 * Once the page is up: a saved language other than the one the page was rendered in takes over,
 * and both preferences are mirrored into their cookies (a visitor from before the cookies has
 * them only in storage), so the server renders the next page in them
 * (docs/decisions/0060-preference-cookies.md).
 */
export function adoptSavedPreferences(): void {
  const saved = storedLanguage()
  if (saved && saved !== i18n.language) void changeLanguage(saved)
  else writePreferenceCookie('language', i18n.language)
  writePreferenceCookie('country', selectedCountry())
}
