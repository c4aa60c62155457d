import { expect, it } from 'vitest'

import { STORAGE_KEYS } from './storage'

// Its own file, so i18next starts fresh here, as on a page load.
it('resolves a stored language other than English at start-up', async () => {
  window.localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('fr'))
  const { initI18n } = await import('./i18n')
  const i18n = initI18n()
  expect(i18n.resolvedLanguage).toBe('fr')
  expect(document.documentElement.lang).toBe('fr')
})
