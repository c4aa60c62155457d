import { Button, Field, Input, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useHref } from 'react-router-dom'

import { FilterSelect } from '@/components/ui/filter-select'
import { paths } from '@/config/paths'
import { useValueBeforeApp } from '@/lib/page/before-the-app'
import { ALL_COUNTRIES } from '../hooks/use-dealer-search'
import { DEALER_PARAMS } from '../utils/dealer-params'

type Props = {
  search: string
  onSearch: (value: string) => void
  country: string
  onCountry: (value: string) => void
  countries: { code: string; name: string }[]
  city: string
  onCity: (value: string) => void
  cities: string[]
  /** The town the list is measured from, which the form keeps. */
  place: string
}

/**
 * The directory's search: a GET form of the address's own parameters
 * (docs/decisions/0167-posted-forms.md). Without the app "Search" asks the server for the list;
 * with it each change applies at once (the button then only puts the phone's keyboard away: kept,
 * so the page does not move when the app arrives), and what was typed or chosen before it
 * arrived is taken.
 */
export function DealerFilters(props: Props) {
  const { search, onSearch, country, onCountry, countries, city, onCity, cities, place } = props
  const { t } = useTranslation()
  const searchBox = useValueBeforeApp<HTMLInputElement>(onSearch)
  const directory = useHref(paths.dealers)
  return (
    <form
      method="get"
      action={directory}
      role="search"
      aria-label={t('dealers.search.label')}
      onSubmit={(event) => {
        event.preventDefault()
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
      }}
    >
      {place ? <input type="hidden" name={DEALER_PARAMS.place} value={place} /> : null}
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'end' }}>
        <Field.Root flex="2">
          <Field.Label>{t('dealers.search.label')}</Field.Label>
          <Input
            ref={searchBox}
            type="search"
            name={DEALER_PARAMS.search}
            value={search}
            placeholder={t('dealers.search.placeholder')}
            onChange={(event) => onSearch(event.currentTarget.value)}
          />
        </Field.Root>
        <FilterSelect
          flex="1"
          label={t('dealers.search.country')}
          name={DEALER_PARAMS.country}
          value={country || ALL_COUNTRIES}
          all={{ label: t('dealers.search.allCountries'), value: ALL_COUNTRIES }}
          options={countries.map((option) => ({ value: option.code, label: option.name }))}
          onChange={onCountry}
        />
        <FilterSelect
          flex="1"
          label={t('dealers.search.city')}
          name={DEALER_PARAMS.city}
          value={city}
          all={{ label: t('dealers.search.allCities') }}
          options={cities.map((name) => ({ value: name, label: name }))}
          onChange={onCity}
        />
        <Button type="submit" colorPalette="brand">
          {t('dealers.search.submit')}
        </Button>
      </Stack>
    </form>
  )
}
