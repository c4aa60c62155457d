import { preloadDealer } from './get-dealer'
import { preloadInventoryPage } from './get-inventory'

/**
 * The dashboard's two calls for an address, started while its code loads (app/router.tsx): the
 * same two the screen then makes (hooks/use-dashboard-data.ts), and takes over.
 */
export function preloadDashboard(dealerId: number, params: URLSearchParams): void {
  preloadDealer(dealerId)
  preloadInventoryPage(dealerId, params)
}
