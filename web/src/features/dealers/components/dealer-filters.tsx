import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

type Props = {
  search: string
  onSearch: (value: string) => void
  country: string
  onCountry: (value: string) => void
  countries: { code: string; name: string }[]
  city: string
  onCity: (value: string) => void
  cities: string[]
}

export function DealerFilters(props: Props) {
  const { search, onSearch, country, onCountry, countries, city, onCity, cities } = props
  const { t } = useTranslation()
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      gap="4"
      role="search"
      aria-label={t('dealers.search.label')}
    >
      <Field.Root flex="2">
        <Field.Label>{t('dealers.search.label')}</Field.Label>
        <Input
          type="search"
          value={search}
          placeholder={t('dealers.search.placeholder')}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>{t('dealers.search.country')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={country}
            onChange={(event) => onCountry(event.currentTarget.value)}
          >
            <option value="">{t('dealers.search.allCountries')}</option>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>{t('dealers.search.city')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={city} onChange={(event) => onCity(event.currentTarget.value)}>
            <option value="">{t('dealers.search.allCities')}</option>
            {cities.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  )
}
