import { NativeSelect } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { LANGUAGES } from '@/lib/i18n'

export function LanguageSelect() {
  const { t, i18n } = useTranslation()
  return (
    // Never squeezed by the header: the value stays whole beside its chevron at 375 px.
    <NativeSelect.Root size="sm" width="auto" flexShrink={0} minW="4.5rem">
      <NativeSelect.Field
        aria-label={t('header.language')}
        value={i18n.resolvedLanguage}
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {language.toUpperCase()}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
