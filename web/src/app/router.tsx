import { createBrowserRouter, type RouteObject } from 'react-router-dom'

import { RequireAdmin, RequireDealer } from '@/components/guards/require-session'
import { paths } from '@/config/paths'
import { Component as CatalogPage } from '@/features/catalog/routes/catalog'
import { AppLoading } from './app-loading'
import { AppShell } from './layout/app-shell'
import { NotFound } from './not-found'
import { RouteError } from './route-error'

/*
 * The catalogue is in the main bundle; every other screen is its own chunk, so a visitor
 * downloads only the public site and the admin and dealer code arrive when first opened.
 */
const screens: RouteObject[] = [
  { path: paths.home, element: <CatalogPage /> },
  { path: paths.catalog, element: <CatalogPage /> },
  { path: paths.productPattern, lazy: () => import('@/features/catalog/routes/product') },
  { path: paths.favorites, lazy: () => import('@/features/catalog/routes/favorites') },
  { path: paths.compare, lazy: () => import('@/features/catalog/routes/compare') },
  { path: paths.dealers, lazy: () => import('@/features/dealers/routes/dealers') },
  { path: paths.contact, lazy: () => import('@/features/contact/routes/contact') },
  { path: paths.dealerLogin, lazy: () => import('@/features/auth/routes/dealer-login') },
  {
    element: <RequireDealer />,
    children: [
      {
        path: paths.dealerDashboard,
        lazy: () => import('@/features/dealer-portal/routes/dashboard'),
      },
    ],
  },
  { path: paths.adminLogin, lazy: () => import('@/features/auth/routes/admin-login') },
  {
    element: <RequireAdmin />,
    children: [
      { path: paths.adminDashboard, lazy: () => import('@/features/admin/routes/dashboard') },
      { path: paths.adminDealers, lazy: () => import('@/features/admin-dealers/routes/list') },
      { path: paths.adminDealerNew, lazy: () => import('@/features/admin-dealers/routes/new') },
      {
        path: paths.adminDealerEditPattern,
        lazy: () => import('@/features/admin-dealers/routes/edit'),
      },
      {
        path: paths.adminFirearms,
        lazy: () => import('@/features/admin-firearms/routes/list'),
      },
      {
        path: paths.adminFirearmNew,
        lazy: () => import('@/features/admin-firearms/routes/new'),
      },
      {
        path: paths.adminFirearmEditPattern,
        lazy: () => import('@/features/admin-firearms/routes/edit'),
      },
      {
        path: paths.adminContacts,
        lazy: () => import('@/features/admin-contacts/routes/inbox'),
      },
      {
        path: paths.adminCategories,
        lazy: () => import('@/features/admin-categories/routes/categories'),
      },
      {
        path: paths.adminSettings,
        lazy: () => import('@/features/admin-settings/routes/settings'),
      },
    ],
  },
  { path: '*', element: <NotFound /> },
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

export const createRouter = () => createBrowserRouter(routes)
