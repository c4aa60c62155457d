import type { Handlers } from '../context'
import { adminCategoryHandlers } from './admin-categories'
import { adminContactHandlers } from './admin-contacts'
import { adminDealerHandlers } from './admin-dealers'
import { adminFirearmHandlers } from './admin-firearms'
import { adminRequestHandlers } from './admin-requests'
import { adminStatsHandlers } from './admin-stats'
import { authHandlers } from './auth'
import { contactHandlers } from './contact'
import { inventoryHandlers } from './inventory'
import { inventoryCsvHandlers } from './inventory-csv'
import { publicHandlers } from './public'
import { requestHandlers } from './requests'
import { settingsHandlers } from './settings'

/** One handler per route of the contract's table; the type checker finds any missing one. */
export const handlers: Handlers = {
  ...publicHandlers,
  ...contactHandlers,
  ...requestHandlers,
  ...authHandlers,
  ...inventoryHandlers,
  ...inventoryCsvHandlers,
  ...adminStatsHandlers,
  ...adminDealerHandlers,
  ...adminContactHandlers,
  ...adminRequestHandlers,
  ...adminCategoryHandlers,
  ...adminFirearmHandlers,
  ...settingsHandlers,
}
