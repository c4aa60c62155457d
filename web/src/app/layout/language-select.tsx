import { useTranslation } from 'react-i18next'

import { changeLanguage, LANGUAGES } from '@/lib/i18n'
import { CompactSelect } from './compact-select'

const NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  pl: 'Polski',
  it: 'Italiano',
  de: 'Deutsch',
  fr: 'Français',
}

/** The language as its code (EN, PL…); the list names each language in itself. */
export function LanguageSelect({ block }: { block?: boolean }) {
  const { t, i18n } = useTranslation()
  const value = i18n.resolvedLanguage ?? 'en'
  return (
    <CompactSelect
      label={t('header.language')}
      value={value}
      shown={block ? NAMES[value as keyof typeof NAMES] : value.toUpperCase()}
      block={block}
      options={LANGUAGES.map((language) => ({
        value: language,
        label: `${language.toUpperCase()} · ${NAMES[language]}`,
      }))}
      onChange={(language) => void changeLanguage(language)}
    />
  )
}
