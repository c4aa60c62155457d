import { expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'

// Its own file, so i18next starts fresh here, as on a page load. On a staff's screen, which has
// one address for every language (docs/decisions/0168-language-addresses.md).
it('resolves a stored language other than English at start-up on a staff’s screen', async () => {
  window.history.pushState(null, '', '/admin/login')
  window.localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('fr'))
  const { changeLanguage, initI18n } = await import('./index')
  const i18n = initI18n()
  expect(i18n.language).toBe('fr')
  expect(document.documentElement.lang).toBe('fr')
  // Resolved once its texts are in, as the app does before its first render; still saved.
  await changeLanguage(i18n.language)
  expect(i18n.resolvedLanguage).toBe('fr')
  expect(i18n.t('nav.catalog')).not.toBe('nav.catalog')
  expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.language) ?? 'null')).toBe('fr')
})
