import type { Language } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { CURRENCY_SYMBOLS } from '@/lib/format/price'
import {
  setSelectedCountry,
  useCountryList,
  usePageCurrency,
  useSelectedCountry,
} from '@/lib/storage/selected-country'
import { CompactSelect } from './compact-select'

function GlobeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.4">
        <circle cx="8" cy="8" r="6.5" />
        <path d="M1.5 8h13M8 1.5c2 2 2.8 4.2 2.8 6.5S10 12.5 8 14.5M8 1.5C6 3.5 5.2 5.7 5.2 8S6 12.5 8 14.5" />
      </g>
    </svg>
  )
}

/**
 * The visitor's country with the currency its prices are shown in: its code in the header
 * ("DE · €"), its name in the phone menu ("Deutschland · €"); the list names the countries. With
 * the currency beside it a country's code cannot be read as a language's (issue 30;
 * docs/decisions/0129-header.md).
 */
export function CountrySelect({ block, name }: { block?: boolean; name?: string }) {
  const { t, i18n } = useTranslation()
  const selected = useSelectedCountry()
  const { countries } = useCountryList()
  const { currency } = usePageCurrency()
  const language = (i18n.resolvedLanguage ?? 'en') as Language
  const nameOf = (code: string) => {
    const country = countries.find((entry) => entry.code === code)
    return country ? (country.name[language] ?? country.name.en) : code
  }
  const options = countries.map((country) => ({ value: country.code, label: nameOf(country.code) }))
  return (
    <CompactSelect
      label={t('header.country')}
      value={selected}
      shown={`${block ? nameOf(selected) : selected} · ${CURRENCY_SYMBOLS[currency]}`}
      icon={<GlobeIcon />}
      block={block}
      name={name}
      options={options.length ? options : [{ value: selected, label: selected }]}
      onChange={setSelectedCountry}
    />
  )
}
