import type { Language } from './countries'

/**
 * The languages catalogue data is translated into (docs/decisions/0140-translatable-data.md). The
 * stored English value is the record's own (an option's name, a firearm's description); each of
 * these may carry a translation, and where one is missing the visitor reads the English value.
 */
export const TRANSLATED_LANGUAGES = ['pl', 'it', 'de', 'fr'] as const satisfies readonly Language[]
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number]

export const isTranslatedLanguage = (value: string): value is TranslatedLanguage =>
  (TRANSLATED_LANGUAGES as readonly string[]).includes(value)

/** One value per translated language, built from a function of the language. */
export function perTranslatedLanguage<T>(
  value: (language: TranslatedLanguage) => T,
): Record<TranslatedLanguage, T> {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, value(language)]),
  ) as Record<TranslatedLanguage, T>
}

/** Each language under its own name, as the language selector and the admin's fields show it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pl: 'Polski',
  it: 'Italiano',
  de: 'Deutsch',
  fr: 'Français',
}
