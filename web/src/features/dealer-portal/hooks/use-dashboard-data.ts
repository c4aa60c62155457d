import type { DealerSession } from '@/lib/session'
import { useListParams } from '@/lib/address/use-list-params'
import { useDealer } from '../api/get-dealer'
import { INVENTORY_LIST, useInventoryPage } from '../api/get-inventory'
import { inventoryItems } from '../utils/inventory'

/**
 * docs/product.md, "Calls": the dealer and one page of its inventory load in parallel; the
 * list is ready when both are, and the screen fails if either does.
 */
export function useDashboardData(session: DealerSession) {
  const list = useListParams(INVENTORY_LIST.defaults)
  const dealer = useDealer()
  const inventory = useInventoryPage()
  const page = dealer.data && inventory.data ? inventory.data : null
  // A failed refresh of data already shown keeps it on screen.
  const error: unknown = page ? null : (dealer.error ?? inventory.error)
  return {
    /** The stored session names the dealer until its record arrives. */
    dealer: {
      name: dealer.data?.name ?? session.dealerName,
      city: dealer.data?.city ?? session.city,
      country: dealer.data?.country ?? session.country,
    },
    list,
    page,
    items: page ? inventoryItems(page) : null,
    loading: inventory.isValidating,
    error,
  }
}
