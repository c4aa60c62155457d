import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

import de from './locales/de.json'
import en from './locales/en.json'
import fr from './locales/fr.json'
import it from './locales/it.json'
import pl from './locales/pl.json'
import { isString, readStored, STORAGE_KEYS, writeStored } from './storage'

export const LANGUAGES = ['en', 'pl', 'it', 'de', 'fr'] as const
export type Language = (typeof LANGUAGES)[number]

export const resources = { en, pl, it, de, fr } satisfies Record<Language, unknown>

const isLanguage = (value: unknown): value is Language =>
  isString(value) && LANGUAGES.includes(value as Language)

/** English by default (SPEC.md section 4); the choice is saved and sets `<html lang>`. */
export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: Object.fromEntries(
        Object.entries(resources).map(([lng, t]) => [lng, { translation: t }]),
      ),
      lng: readStored(STORAGE_KEYS.language, isLanguage, 'en'),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
    })
    i18n.on('languageChanged', (language) => {
      writeStored(STORAGE_KEYS.language, language)
      document.documentElement.lang = language
    })
    document.documentElement.lang = i18n.language
  }
  return i18n
}
