import type { ApiInventoryRow, InventoryBody } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { inventoryKey } from './get-inventory'

export type InventoryValues = Omit<ApiInventoryRow, 'firearmId' | 'version'> & { version?: string }

const replaceRow = (rows: ApiInventoryRow[] | undefined, row: ApiInventoryRow) => [
  ...(rows ?? []).filter((entry) => entry.firearmId !== row.firearmId),
  row,
]

/**
 * Saves one firearm's entry. The server's answer goes into the list at once (so the counters and
 * the row change without waiting) and the list is then fetched again through its key.
 */
export function useUpdateInventory(dealerId: number, firearmId: string) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    `${inventoryKey(dealerId)}/firearm/${encodeURIComponent(firearmId)}`,
    async (path: string, { arg }: { arg: InventoryBody }) => {
      const row = await api<ApiInventoryRow>(path, { method: 'PUT', body: arg })
      await mutate(inventoryKey(dealerId), (rows?: ApiInventoryRow[]) => replaceRow(rows, row))
      return row
    },
  )
}
