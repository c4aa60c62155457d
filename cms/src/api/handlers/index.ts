import type { Handlers } from '../context'
import { adminCategoryHandlers } from './admin-categories'
import { adminContactHandlers } from './admin-contacts'
import { adminDealerHandlers } from './admin-dealers'
import { adminFirearmHandlers } from './admin-firearms'
import { adminStatsHandlers } from './admin-stats'
import { authHandlers } from './auth'
import { contactHandlers } from './contact'
import { inventoryHandlers } from './inventory'
import { inventoryCsvHandlers } from './inventory-csv'
import { publicHandlers } from './public'
import { settingsHandlers } from './settings'

/** One handler per route of the contract's table; the type checker finds any missing one. */
export const handlers: Handlers = {
  ...publicHandlers,
  ...contactHandlers,
  ...authHandlers,
  ...inventoryHandlers,
  ...inventoryCsvHandlers,
  ...adminStatsHandlers,
  ...adminDealerHandlers,
  ...adminContactHandlers,
  ...adminCategoryHandlers,
  ...adminFirearmHandlers,
  ...settingsHandlers,
}
