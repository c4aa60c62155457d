import type { ApiInventoryCsvResult, InventoryCsvBody } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { datedName, downloadCsv } from '@/lib/download-csv'
import { inventoryKey, isInventoryKey } from './get-inventory'

/** docs/api.md, "Stock in bulk": the dealer's stock as a CSV file, saved by the browser. */
export const downloadStockCsv = (dealerId: number) =>
  downloadCsv(`${inventoryKey(dealerId)}/csv`, datedName('stock'))

/** What importing the file would change, and each row's errors; writes nothing. */
export function usePreviewStockCsv(dealerId: number) {
  return useSWRMutation(
    `${inventoryKey(dealerId)}/csv/preview`,
    (path: string, { arg }: { arg: InventoryCsvBody }) =>
      api<ApiInventoryCsvResult>(path, { method: 'POST', body: arg }),
  )
}

/** The import, all or nothing; the inventory pages are fetched again after it. */
export function useImportStockCsv(dealerId: number) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    `${inventoryKey(dealerId)}/csv`,
    async (path: string, { arg }: { arg: InventoryCsvBody }) => {
      const result = await api<ApiInventoryCsvResult>(path, { method: 'POST', body: arg })
      await mutate(isInventoryKey(dealerId))
      return result
    },
  )
}
