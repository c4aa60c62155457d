import type { Country } from '@sog/contract'
import { useSyncExternalStore } from 'react'
import useSWR from 'swr'

import { api } from './api-client'
import { isString, readStored, STORAGE_KEYS, writeStored } from './storage'

/**
 * The visitor's country (default PL, saved), shared by every screen that shows prices: a
 * change notifies them all at once (docs/product.md, "States", "country-changed").
 */
const DEFAULT_COUNTRY = 'PL'
const listeners = new Set<() => void>()
const isCountryCode = (value: unknown): value is string =>
  isString(value) && /^[A-Z]{2}$/.test(value)

const stored = () => readStored(STORAGE_KEYS.country, isCountryCode, DEFAULT_COUNTRY)
let current = stored()

/** Reads the choice from storage again (another tab, or a test that seeded storage). */
export function reloadSelectedCountry(): void {
  current = stored()
  listeners.forEach((listener) => listener())
}

export function setSelectedCountry(code: string): void {
  current = code
  writeStored(STORAGE_KEYS.country, code)
  listeners.forEach((listener) => listener())
}

export function useSelectedCountry(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
  )
}

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
