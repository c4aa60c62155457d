import {
  COUNTRIES,
  NO_RATES,
  pageCurrency,
  type Country,
  type ExchangeRates,
  type PriceCurrency,
} from '@sog/contract'

import { pathOf } from '@/lib/api/route'
import { listCountries } from '@/lib/api/routes'
import { useCompanySettings } from '@/lib/api/get-settings'
import { dataPart } from '@/lib/page/screen-data'
import { useScreenData } from '@/lib/page/use-screen-data'
import { useSelectedCountry } from './country'

export {
  reloadSelectedCountry,
  renderInCountry,
  selectedCountry,
  setSelectedCountry,
  useSelectedCountry,
} from './country'

export const countriesKey = pathOf(listCountries)

/** Every page's: the shell names them (app/router.tsx). */
export const countriesData = dataPart('countries', () => countriesKey)

export function useCountries() {
  return useScreenData(countriesData)
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
