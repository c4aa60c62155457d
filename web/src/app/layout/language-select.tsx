import { LANGUAGE_NAMES } from '@sog/contract'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'

import { chooseLanguage, isLanguage, LANGUAGES } from '@/lib/i18n'
import { CompactSelect } from './compact-select'

/**
 * The language as its code (EN, PL…); the list names each language in itself. On a public page a
 * choice opens the same page at that language's address (lib/i18n/index.ts, `chooseLanguage`).
 */
export function LanguageSelect({ block }: { block?: boolean }) {
  const { t, i18n } = useTranslation()
  const value = i18n.resolvedLanguage ?? 'en'
  const location = useLocation()
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
        if (isLanguage(language)) chooseLanguage(language, location)
      }}
    />
  )
}
