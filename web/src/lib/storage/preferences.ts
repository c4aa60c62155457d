import { writePreferenceCookie } from './preference-cookies'
import { addressLanguage, storedLanguage, takeSavedLanguage } from '@/lib/i18n'
import { selectedCountry } from './selected-country'

/**
 * Once the page is up, both saved preferences are mirrored into their cookies (a visitor from
 * before the cookies has them only in storage), so the server knows them
 * (docs/decisions/0060-preference-cookies.md). A public page stays in its address's language;
 * on the admin and dealer screens a saved language other than the one the app started in takes
 * over (docs/decisions/0168-language-addresses.md).
 */
export function adoptSavedPreferences(): void {
  const saved = storedLanguage()
  if (saved) writePreferenceCookie('language', saved)
  if (addressLanguage() === null) takeSavedLanguage()
  writePreferenceCookie('country', selectedCountry())
}
