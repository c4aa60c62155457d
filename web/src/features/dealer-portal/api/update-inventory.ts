import type { ApiInventoryPage, ApiInventoryRow, InventoryBody } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { pathOf } from '@/lib/api/route'
import { updateInventory } from '@/lib/api/routes'
import { isInventoryKey } from './get-inventory'

export type InventoryValues = Omit<ApiInventoryRow, 'firearmId' | 'version'> & { version?: string }

/** A page with the saved row in place and its counters moved by the difference. */
export function withRow(page: ApiInventoryPage | undefined, row: ApiInventoryRow) {
  if (!page) return page
  const old = page.items.find((item) => item.firearm.id === row.firearmId)?.entry
  if (!old) return page
  const { totals } = page
  return {
    ...page,
    items: page.items.map((item) =>
      item.firearm.id === row.firearmId ? { ...item, entry: row } : item,
    ),
    totals: {
      totalProducts: totals.totalProducts + (old.version === null ? 1 : 0),
      available: totals.available + Number(row.available) - Number(old.available),
      totalStock: totals.totalStock + row.stock - old.stock,
    },
  }
}

/**
 * Saves one firearm's entry. The server's answer goes into the shown pages at once (so the
 * counters and the row change without waiting), then every page is fetched again.
 */
export function useUpdateInventory(dealerId: number, firearmId: string) {
  const { mutate } = useSWRConfig()
  const params = { dealerId, firearmId }
  return useSWRMutation(
    pathOf(updateInventory, { params }),
    async (_path: string, { arg }: { arg: InventoryBody }) => {
      const row = await callApi(updateInventory, { params, body: arg })
      await mutate(isInventoryKey(dealerId), (page?: ApiInventoryPage) => withRow(page, row))
      return row
    },
  )
}
