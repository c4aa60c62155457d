import { LANGUAGE_NAMES } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { currentLocation } from '@/lib/api/api-client'
import { chooseLanguage, isLanguage, LANGUAGES } from '@/lib/i18n'
import { CompactSelect } from './compact-select'

/**
 * The language as its code (EN, PL…); the list names each language in itself. On a public page a
 * choice opens the page the visitor is on at that language's address (lib/i18n/index.ts,
 * `chooseLanguage`): the router's location, not this render's, which lags during a navigation.
 */
export function LanguageSelect({ block }: { block?: boolean }) {
  const { t, i18n } = useTranslation()
  const value = i18n.resolvedLanguage ?? 'en'
  return (
    <CompactSelect
      label={t('header.language')}
      value={value}
      shown={block ? LANGUAGE_NAMES[isLanguage(value) ? value : 'en'] : value.toUpperCase()}
      block={block}
      options={LANGUAGES.map((language) => ({
        value: language,
        label: `${language.toUpperCase()} · ${LANGUAGE_NAMES[language]}`,
      }))}
      onChange={(language) => {
        if (isLanguage(language)) chooseLanguage(language, currentLocation())
      }}
    />
  )
}
