import { isLanguage, type Language } from '@sog/contract'
import { useTranslation } from 'react-i18next'

/** The visitor's language among the five (English until i18next has resolved one). */
export function useLanguage(): Language {
  const { i18n } = useTranslation()
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
}

/**
 * The query asking for translated data in `language` (docs/api.md, "Languages"): English asks
 * without `lang`, so its address, cache entry and answer are the spec's own.
 */
export const languageQuery = (language: Language): { lang?: Language } =>
  language === 'en' ? {} : { lang: language }
