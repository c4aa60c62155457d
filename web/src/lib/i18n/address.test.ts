import { expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'

// Its own file, so i18next starts fresh here, as on a page load: a public page starts in its
// address's language, whatever was saved, and the saved choice stays
// (docs/decisions/0168-language-addresses.md).
it('starts a public page in its address’s language, keeping the saved one', async () => {
  window.history.pushState(null, '', '/de/dealers?country=AT')
  window.localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('fr'))
  const { changeLanguage, initI18n } = await import('./index')
  const i18n = initI18n()
  expect(i18n.language).toBe('de')
  expect(document.documentElement.lang).toBe('de')
  await changeLanguage(i18n.language)
  expect(i18n.t('nav.dealers')).toBe('Händler')
  expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.language) ?? 'null')).toBe('fr')
})
