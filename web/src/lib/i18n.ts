import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

import { isString, readStored, STORAGE_KEYS, writeStored } from './storage'

export const LANGUAGES = ['en', 'pl', 'it', 'de', 'fr'] as const
export type Language = (typeof LANGUAGES)[number]

export const isLanguage = (value: unknown): value is Language =>
  isString(value) && LANGUAGES.includes(value as Language)

/** Files found by `import.meta.glob('./locales/*.json', { eager: true, import: 'default' })`. */
export type LocaleFiles = Record<string, unknown>

/** The language a locale file holds, from its name (`…/locales/pl.json`). */
export const languageOfFile = (path: string): string | undefined =>
  /\/([a-z]{2})\.json$/.exec(path)?.[1]

const shared: LocaleFiles = import.meta.glob('./locales/*.json', { eager: true, import: 'default' })

/**
 * Adds a feature's texts under its own top-level key (`t('catalog.title')`). Each feature keeps
 * its five locale files beside its code and registers them when its module loads, so the admin
 * and dealer texts arrive with their lazy chunks instead of the public bundle.
 */
export function addTranslations(section: string | null, files: LocaleFiles): void {
  initI18n()
  for (const [path, texts] of Object.entries(files)) {
    const language = languageOfFile(path)
    if (!language) continue
    const bundle = section === null ? texts : { [section]: texts }
    i18n.addResourceBundle(language, 'translation', bundle, true, true)
  }
}

/** English by default (docs/product.md, "States"); the choice is saved and sets `<html lang>`. */
export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {},
      lng: readStored(STORAGE_KEYS.language, isLanguage, 'en'),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
    })
    addTranslations(null, shared)
    // At init no texts existed yet, so i18next left resolvedLanguage unset for a stored
    // language other than English; resolving again now keeps selectors and names in step.
    void i18n.changeLanguage(i18n.language)
    i18n.on('languageChanged', (language) => {
      writeStored(STORAGE_KEYS.language, language)
      document.documentElement.lang = language
    })
    document.documentElement.lang = i18n.language
  }
  return i18n
}

export { i18n }
