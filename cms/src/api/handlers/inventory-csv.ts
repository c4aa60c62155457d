import type { Handlers } from '../context'
import { catalogueCsv, csvResponse, inventoryCsv } from '../inventory-csv/export-csv'
import { importInventoryCsv, previewInventoryCsv } from '../inventory-csv/import-csv'
import { assertDealerExists } from './inventory'

const today = () => new Date().toISOString().slice(0, 10)

/**
 * Stock in bulk (docs/api.md, "Stock in bulk"). The route's `ownInventory` guard has already
 * made sure the caller is this dealer or an administrator; every statement is bound to the
 * dealer of the path, and a CSV has no dealer column to name another.
 */
export const inventoryCsvHandlers = {
  exportInventoryCsv: async (context) => {
    const { dealerId } = context.params
    await assertDealerExists(context, dealerId)
    return csvResponse(
      await inventoryCsv(context.payload, dealerId, context.query.lang),
      `stock-dealer-${dealerId}-${today()}.csv`,
    )
  },

  previewInventoryCsv: async (context) => {
    await assertDealerExists(context, context.params.dealerId)
    return previewInventoryCsv(
      context.payload,
      context.user,
      context.params.dealerId,
      context.body.csv,
    )
  },

  importInventoryCsv: async (context) => {
    await assertDealerExists(context, context.params.dealerId)
    return importInventoryCsv(
      context.payload,
      context.user,
      context.params.dealerId,
      context.body.csv,
    )
  },

  exportCatalogueCsv: async ({ payload, query }) =>
    csvResponse(await catalogueCsv(payload, query.lang), `catalogue-${today()}.csv`),
} satisfies Partial<Handlers>
