import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@sog/contract'

import { writePreferenceCookie } from './preference-cookies'
import { renderedState } from './rendered-state'
import { readStored, STORAGE_KEYS, writeStored } from './storage'

export { isLanguage, LANGUAGES, type Language } from '@sog/contract'

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

/** The visitor's saved language, if any. */
export const storedLanguage = (): Language | null =>
  readStored<Language | null>(STORAGE_KEYS.language, isLanguage, null)

/**
 * The language to start in: the one the server rendered the page in (hydration must match its
 * HTML; App switches to a different saved one right after), else the saved one, else the one
 * the server put on `<html lang>` from the browser's preferences, else English
 * (docs/product.md, "States"; docs/decisions.md, "Rendered pages").
 */
function startLanguage(): Language {
  const fromPage = typeof document === 'undefined' ? null : document.documentElement.lang
  return (
    renderedState()?.language ??
    storedLanguage() ??
    (isLanguage(fromPage) ? fromPage : DEFAULT_LANGUAGE)
  )
}

/**
 * Sets `<html lang>` only when it differs: writing the attribute, even to its value, makes the
 * browser restyle every element of the page (each may match `:lang()`), about 0.1 s on a
 * throttled phone when the app takes over a rendered page (docs/decisions.md, "Bundle").
 */
function setPageLanguage(language: string): void {
  if (document.documentElement.lang !== language) document.documentElement.lang = language
}

/** The choice is saved, mirrored into its cookie and sets `<html lang>`. */
export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {},
      lng: startLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
    })
    addTranslations(null, shared)
    // At init no texts existed yet, so i18next left resolvedLanguage unset for a stored
    // language other than English; resolving again now keeps selectors and names in step.
    void i18n.changeLanguage(i18n.language)
    // The server renders each page in its own language; nothing in the browser to update there.
    if (typeof document === 'undefined') return i18n
    i18n.on('languageChanged', (language) => {
      writeStored(STORAGE_KEYS.language, language)
      writePreferenceCookie('language', language)
      setPageLanguage(language)
    })
    setPageLanguage(i18n.language)
  }
  return i18n
}

export { i18n }
