import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { listStockists } from '@/lib/api/routes'

/** Active dealers that have the firearm available, with their stock and EUR price. */
export const firearmDealersKey = (id: string) => pathOf(listStockists, { params: { id } })

export function useFirearmDealers(id: string | undefined) {
  return useSWR(id ? firearmDealersKey(id) : null, (path) => readApi(path))
}
