import { useLocation } from 'react-router-dom'

import { useAppRuns } from '@/lib/page/before-the-app'
import { catalogReturnPath, referredCatalog } from '../utils/return-to'

/**
 * Where "Back to Catalog" goes (utils/return-to.ts): the catalogue in the link's history state;
 * on the page the browser loaded (React Router's first entry, key "default") and once the app
 * runs, the catalogue it was loaded from, so a card followed on a slow phone before the app
 * started keeps its filters too. The server, knowing neither, renders the bare catalogue.
 */
export function useCatalogReturn(): string {
  const location = useLocation()
  const appRuns = useAppRuns()
  if (location.state || !appRuns || location.key !== 'default')
    return catalogReturnPath(location.state)
  return catalogReturnPath(referredCatalog(document.referrer, window.location.href))
}
