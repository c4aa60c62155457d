import { countryFromTags, DEFAULT_COUNTRY, isCountryCode } from '@sog/contract'

import { renderedState } from '@/lib/page/rendered-state'
import { writePreferenceCookie } from './preference-cookies'
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
