import type { InventoryCsvBody, Language } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { pathOf } from '@/lib/api/route'
import { exportInventoryCsv, importInventoryCsv, previewInventoryCsv } from '@/lib/api/routes'
import { datedName, downloadCsv } from '@/lib/api/download-csv'
import { isInventoryKey } from './get-inventory'

/**
 * docs/api.md, "Stock in bulk": the dealer's stock as a CSV file, saved by the browser, written as
 * a spreadsheet in the dealer's language reads it.
 */
export const downloadStockCsv = (dealerId: number, lang: Language) =>
  downloadCsv(
    pathOf(exportInventoryCsv, { params: { dealerId }, query: { lang } }),
    datedName('stock'),
  )

/** What importing the file would change, and each row's errors; writes nothing. */
export function usePreviewStockCsv(dealerId: number) {
  return useSWRMutation(
    pathOf(previewInventoryCsv, { params: { dealerId } }),
    (_path: string, { arg }: { arg: InventoryCsvBody }) =>
      callApi(previewInventoryCsv, { params: { dealerId }, body: arg }),
  )
}

/** The import, all or nothing; the inventory pages are fetched again after it. */
export function useImportStockCsv(dealerId: number) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    pathOf(importInventoryCsv, { params: { dealerId } }),
    async (_path: string, { arg }: { arg: InventoryCsvBody }) => {
      const result = await callApi(importInventoryCsv, { params: { dealerId }, body: arg })
      await mutate(isInventoryKey(dealerId))
      return result
    },
  )
}
