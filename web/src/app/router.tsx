import { createBrowserRouter, type RouteObject } from 'react-router-dom'

import { paths } from '@/config/paths'
import { CatalogPage } from '@/features/catalog/components/catalog-page'
import { AppShell } from './layout/app-shell'
import { NotFound } from './not-found'

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: paths.home, element: <CatalogPage /> },
      { path: paths.catalog, element: <CatalogPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
