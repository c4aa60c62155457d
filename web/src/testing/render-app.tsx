import { languageAddress, type PostedForm } from '@sog/contract'
import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'

import { AppProvider } from '@/app/provider'
import { clearToasts } from '@/components/ui/toaster'
import { routes } from '@/app/router'
import { setNavigation } from '@/lib/api/api-client'
import { changeLanguage, type Language } from '@/lib/i18n'
import { compareList, favorites } from '@/lib/storage/saved-lists'
import { reloadSelectedCountry } from '@/lib/storage/selected-country'
import { reloadSessions } from '@/lib/session'
import { STORAGE_KEYS, type StorageKey } from '@/lib/storage/keys'
import { writePreferenceCookie } from '@/lib/storage/preference-cookies'
import { reloadVisitorPlace } from '@/lib/storage/visitor-place'
import { createApiDouble, type ApiDouble } from './api-double'

type Options = {
  /** Values to put in localStorage before the app starts, by storage key. */
  storage?: Partial<Record<StorageKey, unknown>>
  /** Raw strings to put in localStorage (to test corrupt values). */
  rawStorage?: Partial<Record<StorageKey, string>>
  language?: Language
  /** The town the visitor last named in the directory (its cookie, lib/storage/visitor-place.ts). */
  place?: string
  /** Adjust the server double before the first request. */
  api?: (api: ApiDouble) => void
  /** A refused form post the page answers, as the server renders it (lib/page/posted-form.tsx). */
  posted?: PostedForm
}

/**
 * Renders the whole app (real providers, real routes, lazy chunks and all) at `url`, with the
 * server's /api answered by the sample-data double. Returns the router, the double and a user.
 */
export async function renderApp(url: string, options: Options = {}) {
  window.localStorage.clear()
  clearToasts()
  for (const [key, value] of Object.entries(options.storage ?? {})) {
    window.localStorage.setItem(key, JSON.stringify(value))
  }
  for (const [key, value] of Object.entries(options.rawStorage ?? {})) {
    window.localStorage.setItem(key, value ?? '')
  }
  writePreferenceCookie('place', options.place ?? '')
  favorites.reload()
  compareList.reload()
  reloadSelectedCountry()
  reloadVisitorPlace()
  reloadSessions()
  // A language's address (`/pl/…`) is in its language, under its basename, as in the browser.
  const address = languageAddress(new URL(url, 'http://localhost').pathname)
  await changeLanguage(
    options.language ??
      (address.basename ? address.language : null) ??
      (options.storage?.[STORAGE_KEYS.language] as Language | undefined) ??
      'en',
  )

  const api = createApiDouble()
  options.api?.(api)
  api.start()

  const router = createMemoryRouter(routes, {
    initialEntries: [url],
    ...(address.basename ? { basename: address.basename } : {}),
  })
  setNavigation(router)
  const user = userEvent.setup()
  const view = render(
    <AppProvider posted={options.posted}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  // Lazy screens load before the first render of the route; wait for it like a browser would.
  await act(async () => {
    if (router.state.initialized) return
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (state.initialized) {
          unsubscribe()
          resolve()
        }
      })
    })
  })
  return { ...view, router, api, user }
}
