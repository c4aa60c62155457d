import type { RouteObject } from 'react-router-dom'

import { paths } from '@/config/paths'
import { Component as CatalogPage } from '@/features/catalog/routes/catalog'
import { firearmPageData } from '@/features/catalog/utils/catalog-query'
import { dealersData } from '@/features/dealers/api/dealers-key'
import { addressTownsData } from '@/features/dealers/api/get-places'
import { firearmData } from '@/lib/api/get-firearm'
import { legalTextsData } from '@/lib/api/get-legal-texts'
import { optionLabelsData } from '@/lib/api/get-option-labels'
import { optionListsData } from '@/lib/api/get-option-list'
import { settingsData } from '@/lib/api/get-settings'
import { stockistsData } from '@/lib/api/get-stockists'
import { loadTexts } from '@/lib/i18n'
import { hasLiveSession } from '@/lib/page/preload'
import { screenData, type DataPart } from '@/lib/page/screen-data'
import type { Role } from '@/lib/session'
import { countriesData } from '@/lib/storage/selected-country'
import { AppLoading } from './app-loading'
import { AppShell } from './layout/app-shell'
import { NOT_FOUND_ROUTE_ID } from './layout/ids'
import { NotFound } from './not-found'
import { RouteError } from './route-error'

/**
 * A public screen's page, which the server renders (docs/decisions/0059-rendered-pages.md) from
 * its route's data (the loaders below, docs/data-path.md). Screens without it (admin, dealer) are
 * rendered in the browser only.
 */
export type ScreenHandle = {
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

const page = (description?: string): ScreenHandle => ({ description })

/** The filters' four lists. */
const optionLists = Object.values(optionListsData)

/**
 * A signed-in screen's data (docs/decisions/0128-route-loaders.md): named by its feature's small
 * module, fetched when the route is entered rather than with the visitor's first load
 * (docs/decisions/0171-recipes-with-components.md), and asked for at once only with a live
 * session; the screen's own hook takes the answer over.
 */
const signedIn = (role: Role, parts: () => Promise<readonly DataPart[]>) =>
  screenData(parts, { ahead: () => hasLiveSession(role) })

/** One catalogue, at / and /catalog, whatever filters its address holds. */
const catalogue = {
  // The page of what the address asks for, the filters' lists and names, the price note.
  ...screenData([firearmPageData, ...optionLists, optionLabelsData, legalTextsData]),
  handle: { canonical: paths.home } satisfies ScreenHandle,
}

/*
 * The catalogue is in the main bundle; every other screen is its own chunk, so a visitor
 * downloads only the public site and the admin and dealer code arrive when first opened.
 */
const screens: RouteObject[] = [
  { path: paths.home, element: <CatalogPage />, ...catalogue },
  { path: paths.catalog, element: <CatalogPage />, ...catalogue },
  {
    path: paths.productPattern,
    lazy: screen(() => import('@/features/catalog/routes/product')),
    // Where to buy is kept fresh by the stock version (docs/decisions/0165-stock-version.md).
    ...screenData([firearmData, stockistsData, optionLabelsData, legalTextsData]),
    handle: page(),
  },
  {
    path: paths.favorites,
    lazy: screen(() => import('@/features/catalog/routes/favorites')),
    // The saved ids live in the browser: the server renders the frame, the browser reads them.
    ...screenData([optionLabelsData]),
    handle: page(),
  },
  {
    path: paths.compare,
    lazy: screen(() => import('@/features/catalog/routes/compare')),
    ...screenData([optionLabelsData]),
    handle: page(),
  },
  {
    path: paths.dealers,
    lazy: screen(() => import('@/features/dealers/routes/dealers')),
    // With a town in the address, the list is rendered nearest first.
    ...screenData([dealersData, addressTownsData]),
    // One directory, whatever its address's search, country or town.
    handle: { description: 'dealers.subtitle', canonical: paths.dealers } satisfies ScreenHandle,
  },
  {
    path: paths.contact,
    lazy: screen(() => import('@/features/contact/routes/contact')),
    handle: page('contact.subtitle'),
  },
  {
    path: paths.privacy,
    lazy: screen(() => import('@/features/legal/routes/privacy')),
    ...screenData([legalTextsData]),
    handle: page('legal.privacy.description'),
  },
  {
    path: paths.terms,
    lazy: screen(() => import('@/features/legal/routes/terms')),
    ...screenData([legalTextsData]),
    handle: page('legal.terms.description'),
  },
  {
    // The company settings, which the shell already names (the footer's).
    path: paths.imprint,
    lazy: screen(() => import('@/features/legal/routes/imprint')),
    handle: page('legal.imprint.description'),
  },
  { path: paths.dealerLogin, lazy: screen(() => import('@/features/auth/routes/dealer-login')) },
  {
    lazy: screen(() => import('@/features/auth/routes/dealer-area')),
    children: [
      {
        path: paths.dealerDashboard,
        ...signedIn('dealer', async () => {
          const [dealer, inventory, labels] = await Promise.all([
            import('@/features/dealer-portal/api/get-dealer'),
            import('@/features/dealer-portal/api/get-inventory'),
            import('@/lib/api/get-option-labels'),
          ])
          return [dealer.dealerData, inventory.inventoryPageData, labels.optionLabelsData]
        }),
        lazy: screen(() => import('@/features/dealer-portal/routes/dashboard')),
      },
      {
        path: paths.dealerRequests,
        ...signedIn('dealer', async () => [
          (await import('@/features/dealer-portal/api/get-requests')).requestsPageData,
        ]),
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
        ...signedIn('admin', async () => [
          (await import('@/features/admin-dealers/api/get-admin-dealers')).adminDealersPageData,
        ]),
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
        ...signedIn('admin', async () => [
          (await import('@/features/admin-firearms/api/get-admin-firearms')).adminFirearmsPageData,
        ]),
        lazy: screen(() => import('@/features/admin-firearms/routes/list')),
      },
      {
        path: paths.adminFirearmNew,
        // The form's lists of categories, calibers, barrel lengths and systems.
        ...signedIn('admin', async () => optionLists),
        lazy: screen(() => import('@/features/admin-firearms/routes/new')),
      },
      {
        path: paths.adminFirearmEditPattern,
        ...signedIn('admin', async () => optionLists),
        lazy: screen(() => import('@/features/admin-firearms/routes/edit')),
      },
      {
        path: paths.adminContacts,
        ...signedIn('admin', async () => [
          (await import('@/features/admin-contacts/api/get-contacts')).contactsPageData,
        ]),
        lazy: screen(() => import('@/features/admin-contacts/routes/inbox')),
      },
      {
        path: paths.adminRequests,
        ...signedIn('admin', async () => [
          (await import('@/features/admin-requests/api/get-requests')).requestsPageData,
        ]),
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
  { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFound />, handle: page() },
]

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    hydrateFallbackElement: <AppLoading />,
    // Every page's header countries and footer settings.
    ...screenData([countriesData, settingsData]),
    // A screen that fails (its file gone after a deploy, or a bug) shows RouteError inside the
    // shell, so the header and footer stay usable.
    children: [{ errorElement: <RouteError />, children: screens }],
  },
]
