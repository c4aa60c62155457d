import type { Country } from '@sog/contract'
import useSWR from 'swr'

import { api } from './api-client'
import { isString, readStored, STORAGE_KEYS, writeStored } from './storage'
import { createStore, useStore } from './store'

/**
 * The visitor's country (default PL, saved), shared by every screen that shows prices: a
 * change notifies them all at once (docs/product.md, "States", "country-changed").
 */
const DEFAULT_COUNTRY = 'PL'
const isCountryCode = (value: unknown): value is string =>
  isString(value) && /^[A-Z]{2}$/.test(value)

const country = createStore({
  read: () => readStored(STORAGE_KEYS.country, isCountryCode, DEFAULT_COUNTRY),
  write: (code) => writeStored(STORAGE_KEYS.country, code),
})

/** Reads the choice from storage again (another tab, or a test that seeded storage). */
export const reloadSelectedCountry = country.reload
export const setSelectedCountry = country.set
export const useSelectedCountry = (): string => useStore(country)

export const countriesKey = '/countries'

export function useCountries() {
  return useSWR(countriesKey, () => api<Country[]>(countriesKey))
}

/** The currency of the selected country, once the country list has loaded. */
export function useSelectedCurrency(): string | undefined {
  const code = useSelectedCountry()
  const { data } = useCountries()
  return data?.find((country) => country.code === code)?.currency
}
