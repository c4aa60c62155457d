import { NativeSelect } from '@chakra-ui/react'
import type { Language } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { setSelectedCountry, useCountries, useSelectedCountry } from '@/lib/selected-country'

export function CountrySelect() {
  const { t, i18n } = useTranslation()
  const selected = useSelectedCountry()
  const { data: countries } = useCountries()
  const language = (i18n.resolvedLanguage ?? 'en') as Language
  return (
    // Never squeezed by the header: the value stays whole beside its chevron.
    <NativeSelect.Root size="sm" width="auto" flexShrink={0}>
      <NativeSelect.Field
        aria-label={t('header.country')}
        value={selected}
        onChange={(event) => setSelectedCountry(event.target.value)}
      >
        {(
          countries ?? [
            {
              code: selected,
              currency: '',
              name: { en: selected, pl: selected, it: selected, de: selected, fr: selected },
            },
          ]
        ).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name[language] ?? country.name.en}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
