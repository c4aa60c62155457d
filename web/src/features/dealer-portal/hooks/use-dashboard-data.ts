import { useFirearms } from '@/lib/api/get-firearms'
import type { DealerSession } from '@/lib/session'
import { useDealer } from '../api/get-dealer'
import { useInventory } from '../api/get-inventory'
import { inventoryItems, inventoryTotals } from '../utils/inventory'

/**
 * docs/product.md, "Calls": the dealer, the firearm list and the dealer's inventory load in parallel;
 * the list is ready when all three are, and the screen fails if any of them does.
 */
export function useDashboardData(session: DealerSession) {
  const dealer = useDealer(session.dealerId)
  const firearms = useFirearms()
  const inventory = useInventory(session.dealerId)
  const items =
    dealer.data && firearms.data && inventory.data
      ? inventoryItems(firearms.data, inventory.data)
      : null
  // A failed refresh of data already shown keeps it on screen.
  const error: unknown = items ? null : (dealer.error ?? firearms.error ?? inventory.error)
  return {
    /** The stored session names the dealer until its record arrives. */
    dealer: {
      name: dealer.data?.name ?? session.dealerName,
      city: dealer.data?.city ?? session.city,
      country: dealer.data?.country ?? session.country,
    },
    items,
    error,
    totals: inventoryTotals(inventory.data ?? []),
  }
}
