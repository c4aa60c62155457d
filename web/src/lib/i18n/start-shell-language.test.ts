import { expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'

// Its own file, so i18next starts fresh here, as on a page load. The server sends a staff's
// screen as the shell with `<html lang>` in the visitor's language when none was chosen
// (docs/decisions/0195-shell-language.md).
it('starts a staff’s screen in the shell’s language, without making it the visitor’s choice', async () => {
  window.history.pushState(null, '', '/dealer/dashboard')
  document.documentElement.lang = 'de'
  const { changeLanguage, initI18n } = await import('./index')
  const i18n = initI18n()
  expect(i18n.language).toBe('de')
  await changeLanguage(i18n.language)
  expect(i18n.t('nav.catalog')).toBe('Katalog')
  expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBeNull()
  expect(document.cookie).not.toMatch(/sog-language=/)
})
