import type { Language } from '@sog/contract'
import {
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom'

import { paths } from '@/config/paths'
import { Component as CatalogPage } from '@/features/catalog/routes/catalog'
import { firearmDealersKey } from '@/features/catalog/api/get-firearm-dealers'
import { dealersKey } from '@/features/dealers/api/dealers-key'
import { placesKey } from '@/features/dealers/api/get-places'
import { DEALER_PARAMS } from '@/features/dealers/utils/dealer-params'
import { firearmKey } from '@/lib/api/get-firearm'
import { legalTextsKey } from '@/lib/api/get-legal-texts'
import {
  currencyOfCountry,
  firearmPageKey,
  readCatalogQuery,
} from '@/features/catalog/utils/catalog-query'
import { optionLabelsKey } from '@/lib/api/get-option-labels'
import { optionListPaths } from '@/lib/api/get-option-list'
import { loadTexts } from '@/lib/i18n'
import { hasLiveSession } from '@/lib/page/preload'
import { currentSession, type Role } from '@/lib/session'
import { AppLoading } from './app-loading'
import { AppShell } from './layout/app-shell'
import { NOT_FOUND_ROUTE_ID } from './layout/ids'
import { NotFound } from './not-found'
import { RouteError } from './route-error'

/**
 * What the server renders a public screen from (docs/decisions/0059-rendered-pages.md): the /api
 * answers its hooks ask for, by SWR key, beside the header's countries and the footer's settings.
 * Screens without it (admin, dealer) are rendered in the browser only.
 */
export type ScreenHandle = {
  /** `search`: the address's query; `country`: the visitor's (prices depend on it). */
  data: (
    params: Record<string, string | undefined>,
    search: URLSearchParams,
    country: string,
    language: Language,
  ) => string[]
  /** The i18n key of the page's description (a product's is its own). */
  description?: string
  /** The address search engines should list the page under, when not its own. */
  canonical?: string
}

/**
 * A lazy screen: its code, then its texts in the visitor's language (its module registers them,
 * lib/i18n/index.ts), so it renders translated.
 */
const screen =
  <T,>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const module = await load()
    await loadTexts()
    return module
  }

/** The options' names in the visitor's language, where there is anything to ask for. */
const labelKeys = (language: Language) => {
  const key = optionLabelsKey(language)
  return key === null ? [] : [key]
}

const catalogue: ScreenHandle = {
  // The first page of what the address asks for, in the visitor's currency (docs/api.md).
  data: (_params, search, country, language) => [
    firearmPageKey(readCatalogQuery(search), currencyOfCountry(country), language),
    ...Object.values(optionListPaths),
    ...labelKeys(language),
    // The price note under the results.
    legalTextsKey(language),
  ],
  // One catalogue, at / and /catalog, whatever filters its address holds.
  canonical: paths.home,
}
const page = (
  keys: (params: Record<string, string | undefined>, language: Language) => string[],
  description?: string,
): ScreenHandle => ({
  data: (params, _search, _country, language) => keys(params, language),
  description,
})

const dealersDirectory: ScreenHandle = {
  // With a town in the address, the list is rendered nearest first.
  data: (_params, search, country) => {
    const town = placesKey(search.get(DEALER_PARAMS.place) ?? '', country)
    return town === null ? [dealersKey] : [dealersKey, town]
  },
  description: 'dealers.subtitle',
  // One directory, whatever its address's search, country or town.
  canonical: paths.dealers,
}

/** Starts a signed-in screen's request for the address (the screen's `preload…` function). */
type Preload = (params: URLSearchParams) => void

/**
 * A signed-in list's loader (docs/decisions/0128-route-loaders.md): with a live session it starts
 * the screen's request from the address at once, while the router downloads the screen's code (a
 * static loader runs beside `lazy`), and returns nothing; the screen's own hook takes the answer
 * over. The request's small module is itself fetched then, not with the visitor's first load
 * (docs/decisions/0171-recipes-with-components.md).
 */
const startEarly =
  (role: Role, load: () => Promise<Preload>): LoaderFunction =>
  ({ request }) => {
    if (hasLiveSession(role)) {
      const params = new URL(request.url).searchParams
      void load().then((preload) => preload(params))
    }
    return null
  }

/**
 * Only on entering the screen: within it (its page, search and filters) its code is there and
 * its own fetch starts at once, and a loader would hold each change of the address until it ran.
 */
const onEntering: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname

/** The dealer's dashboard asks for the signed-in dealer's own record and stock. */
const startDashboard = startEarly('dealer', async () => {
  const { preloadDashboard } = await import('@/features/dealer-portal/api/preload-dashboard')
  return (params) => {
    const session = currentSession('dealer')
    if (session) preloadDashboard(session.dealerId, params)
  }
})

/*
 * The catalogue is in the main bundle; every other screen is its own chunk, so a visitor
 * downloads only the public site and the admin and dealer code arrive when first opened.
 */
const screens: RouteObject[] = [
  { path: paths.home, element: <CatalogPage />, handle: catalogue },
  { path: paths.catalog, element: <CatalogPage />, handle: catalogue },
  {
    path: paths.productPattern,
    lazy: screen(() => import('@/features/catalog/routes/product')),
    handle: page(({ id }, language) =>
      id
        ? [
            firearmKey(id, language),
            // Where to buy, kept fresh by the stock version (docs/decisions/0165-stock-version.md).
            firearmDealersKey(id),
            ...labelKeys(language),
            legalTextsKey(language),
          ]
        : [],
    ),
  },
  {
    path: paths.favorites,
    lazy: screen(() => import('@/features/catalog/routes/favorites')),
    // The saved ids live in the browser: the server renders the frame, the browser reads them.
    handle: page(() => []),
  },
  {
    path: paths.compare,
    lazy: screen(() => import('@/features/catalog/routes/compare')),
    handle: page(() => []),
  },
  {
    path: paths.dealers,
    lazy: screen(() => import('@/features/dealers/routes/dealers')),
    handle: dealersDirectory,
  },
  {
    path: paths.contact,
    lazy: screen(() => import('@/features/contact/routes/contact')),
    handle: page(() => [], 'contact.subtitle'),
  },
  {
    path: paths.privacy,
    lazy: screen(() => import('@/features/legal/routes/privacy')),
    handle: page((_params, language) => [legalTextsKey(language)], 'legal.privacy.description'),
  },
  {
    path: paths.terms,
    lazy: screen(() => import('@/features/legal/routes/terms')),
    handle: page((_params, language) => [legalTextsKey(language)], 'legal.terms.description'),
  },
  {
    // The company settings, which every page's plan already holds (the footer's).
    path: paths.imprint,
    lazy: screen(() => import('@/features/legal/routes/imprint')),
    handle: page(() => [], 'legal.imprint.description'),
  },
  { path: paths.dealerLogin, lazy: screen(() => import('@/features/auth/routes/dealer-login')) },
  {
    lazy: screen(() => import('@/features/auth/routes/dealer-area')),
    children: [
      {
        path: paths.dealerDashboard,
        loader: startDashboard,
        shouldRevalidate: onEntering,
        lazy: screen(() => import('@/features/dealer-portal/routes/dashboard')),
      },
      {
        path: paths.dealerRequests,
        loader: startEarly(
          'dealer',
          async () =>
            (await import('@/features/dealer-portal/api/get-requests')).preloadRequestsPage,
        ),
        shouldRevalidate: onEntering,
        lazy: screen(() => import('@/features/dealer-portal/routes/requests')),
      },
    ],
  },
  { path: paths.adminLogin, lazy: screen(() => import('@/features/auth/routes/admin-login')) },
  {
    lazy: screen(() => import('@/features/auth/routes/admin-area')),
    children: [
      {
        path: paths.adminDashboard,
        lazy: screen(() => import('@/features/admin/routes/dashboard')),
      },
      {
        path: paths.adminDealers,
        shouldRevalidate: onEntering,
        loader: startEarly(
          'admin',
          async () =>
            (await import('@/features/admin-dealers/api/get-admin-dealers'))
              .preloadAdminDealersPage,
        ),
        lazy: screen(() => import('@/features/admin-dealers/routes/list')),
      },
      {
        path: paths.adminDealerNew,
        lazy: screen(() => import('@/features/admin-dealers/routes/new')),
      },
      {
        path: paths.adminDealerEditPattern,
        lazy: screen(() => import('@/features/admin-dealers/routes/edit')),
      },
      {
        path: paths.adminFirearms,
        shouldRevalidate: onEntering,
        loader: startEarly(
          'admin',
          async () =>
            (await import('@/features/admin-firearms/api/get-admin-firearms'))
              .preloadAdminFirearmsPage,
        ),
        lazy: screen(() => import('@/features/admin-firearms/routes/list')),
      },
      {
        path: paths.adminFirearmNew,
        lazy: screen(() => import('@/features/admin-firearms/routes/new')),
      },
      {
        path: paths.adminFirearmEditPattern,
        lazy: screen(() => import('@/features/admin-firearms/routes/edit')),
      },
      {
        path: paths.adminContacts,
        shouldRevalidate: onEntering,
        loader: startEarly(
          'admin',
          async () =>
            (await import('@/features/admin-contacts/api/get-contacts')).preloadContactsPage,
        ),
        lazy: screen(() => import('@/features/admin-contacts/routes/inbox')),
      },
      {
        path: paths.adminRequests,
        shouldRevalidate: onEntering,
        loader: startEarly(
          'admin',
          async () =>
            (await import('@/features/admin-requests/api/get-requests')).preloadRequestsPage,
        ),
        lazy: screen(() => import('@/features/admin-requests/routes/requests')),
      },
      {
        path: paths.adminCategories,
        lazy: screen(() => import('@/features/admin-categories/routes/categories')),
      },
      {
        path: paths.adminSettings,
        lazy: screen(() => import('@/features/admin-settings/routes/settings')),
      },
    ],
  },
  { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFound />, handle: page(() => []) },
]

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    hydrateFallbackElement: <AppLoading />,
    // A screen that fails (its file gone after a deploy, or a bug) shows RouteError inside the
    // shell, so the header and footer stay usable.
    children: [{ errorElement: <RouteError />, children: screens }],
  },
]
