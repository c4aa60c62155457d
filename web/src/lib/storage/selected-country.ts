import {
  COUNTRIES,
  countryFromTags,
  DEFAULT_COUNTRY,
  isCountryCode,
  NO_RATES,
  pageCurrency,
  type Country,
  type ExchangeRates,
  type PriceCurrency,
} from '@sog/contract'
import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { listCountries } from '@/lib/api/routes'
import { useCompanySettings } from '@/lib/api/get-settings'
import { writePreferenceCookie } from './preference-cookies'
import { renderedState } from '@/lib/page/rendered-state'
import { readStored, STORAGE_KEYS, writeStored } from './keys'
import { createStore, useStore } from './store'

/**
 * The visitor's country (default PL, saved and mirrored into its cookie), shared by every screen
 * that shows prices: a change notifies them all at once (docs/product.md, "States",
 * "country-changed").
 */
const country = createStore({
  read: () =>
    readStored(
      STORAGE_KEYS.country,
      isCountryCode,
      // Until the visitor chooses: the server's inference from the browser's locales, or the
      // same from the browser itself on pages it did not render (issue 30).
      renderedState()?.country ?? countryFromTags(navigator.languages ?? []) ?? DEFAULT_COUNTRY,
    ),
  write: (code) => {
    writeStored(STORAGE_KEYS.country, code)
    writePreferenceCookie('country', code)
  },
})
/** The country the server rendered the page in: hydration starts from it, the saved one follows. */
let rendered = renderedState()?.country

/** The server's renderer: the next render is in this country (docs/decisions/0060-preference-cookies.md). */
export function renderInCountry(code: string): void {
  rendered = code
  country.set(code)
}

/** Reads the choice from storage again (another tab, or a test that seeded storage). */
export const reloadSelectedCountry = country.reload
export const setSelectedCountry = country.set
export const selectedCountry = country.get
export const useSelectedCountry = (): string => useStore(country, () => rendered ?? country.get())

export const countriesKey = pathOf(listCountries)

export function useCountries() {
  return useSWR(countriesKey, (path) => readApi(path))
}

/**
 * The country list: the server's, or while it cannot be had, the contract's own (the list the
 * server serves), so prices keep their currency; the failure itself shows in the shell
 * (app/layout/site-data-alert.tsx).
 */
export function useCountryList(): { countries: Country[]; isLoading: boolean } {
  const { data, error, isLoading } = useCountries()
  return { countries: data ?? (error ? COUNTRIES : []), isLoading }
}

/** The currency of the selected country, once the country list has loaded (or failed). */
export function useSelectedCurrency(): string | undefined {
  const code = useSelectedCountry()
  const { countries } = useCountryList()
  return countries.find((country) => country.code === code)?.currency
}

/**
 * The currency every price of the visitor's pages is in (docs/decisions/0143-one-currency.md), and
 * the company's rates that convert into it (none until the settings arrive).
 */
export function usePageCurrency(): { currency: PriceCurrency; rates: ExchangeRates } {
  // The contract's list is the one the server serves: no gap while /api/countries loads.
  const code = useSelectedCountry()
  const countryCurrency = COUNTRIES.find((country) => country.code === code)?.currency
  const { data } = useCompanySettings()
  const rates = data?.exchangeRates ?? NO_RATES
  return { currency: pageCurrency(countryCurrency, rates), rates }
}
