import { expect, it } from 'vitest'

import { RENDERED_STATE_ID } from '@/lib/page/rendered-state'
import { STORAGE_KEYS } from '@/lib/storage/keys'

// Its own file, so i18next starts fresh here, as on a page load: a page rendered in English for
// a visitor who chose French (the cookie missing), who has a section of texts besides the shared.
it('loads only the languages the page uses, and keeps the visitor’s choice while it starts', async () => {
  window.localStorage.setItem(STORAGE_KEYS.language, JSON.stringify('fr'))
  const state = document.createElement('script')
  state.id = RENDERED_STATE_ID
  state.type = 'application/json'
  state.textContent = JSON.stringify({ language: 'en', country: 'PL', data: {} })
  document.body.append(state)

  const { addTranslations, changeLanguage, initI18n, loadTexts } = await import('./index')
  const asked: string[] = []
  const file = (language: string, title: string) => () => {
    asked.push(language)
    return Promise.resolve({ title })
  }
  addTranslations('section', {
    './locales/en.json': file('en', 'Catalogue'),
    './locales/fr.json': file('fr', 'Catalogue (fr)'),
    './locales/de.json': file('de', 'Katalog'),
  })
  const i18n = initI18n()
  expect(i18n.language).toBe('en')

  // What the app does before it hydrates: the page's language, nothing else.
  await changeLanguage(i18n.language)
  await loadTexts()
  expect(asked).toEqual(['en'])
  expect(i18n.t('section.title')).toBe('Catalogue')
  expect(i18n.hasResourceBundle('de', 'translation')).toBe(false)
  // Resolving the page's language is not the visitor's choice: the saved French stays.
  expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.language) ?? 'null')).toBe('fr')

  // Switching loads the new language's texts first, once.
  await changeLanguage('de')
  await changeLanguage('en')
  await changeLanguage('de')
  expect(asked).toEqual(['en', 'de'])
  expect(i18n.t('section.title')).toBe('Katalog')
  expect(i18n.t('nav.catalog')).not.toBe('nav.catalog')
  expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.language) ?? 'null')).toBe('de')
  state.remove()
})
