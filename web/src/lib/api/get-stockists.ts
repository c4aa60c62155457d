import useSWR from 'swr'

import { dataPart } from '@/lib/page/screen-data'
import { useScreenData } from '@/lib/page/use-screen-data'
import { readApi } from './api-client'
import { pathOf } from './route'
import { listStockists } from './routes'

/** Active dealers that have the firearm available, with their stock and EUR price. */
export const stockistsKey = (firearmId: string) =>
  pathOf(listStockists, { params: { id: firearmId } })

/** Where to buy the firearm of a product page's address. */
export const stockistsData = dataPart('stockists', ({ params }) =>
  params.id ? stockistsKey(params.id) : null,
)

/** The product page's "where to buy". */
export function useProductStockists() {
  return useScreenData(stockistsData)
}

/**
 * The dealers listed where to buy a firearm, for the request form: on a product page the key is
 * the page's own, so the form asks nothing more of the server.
 */
export function useStockists(firearmId: string | null) {
  return useSWR(firearmId === null ? null : stockistsKey(firearmId), (path) => readApi(path))
}
