import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { listStockists } from '@/lib/api/routes'
import { withPreloaded } from '@/lib/page/preload'
import { dataPart, useDataKey } from '@/lib/page/screen-data'

/** Active dealers that have the firearm available, with their stock and EUR price. */
export const firearmDealersKey = (id: string) => pathOf(listStockists, { params: { id } })

/** Where to buy the firearm of a product page's address. */
export const firearmDealersData = dataPart('stockists', ({ params }) =>
  params.id ? firearmDealersKey(params.id) : null,
)

const read = withPreloaded(readApi)

export function useFirearmDealers() {
  return useSWR(useDataKey(firearmDealersData), (path) => read(path))
}
