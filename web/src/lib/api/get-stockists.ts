import useSWR from 'swr'

import { readApi } from './api-client'
import { pathOf } from './route'
import { listStockists } from './routes'

/**
 * The dealers listed where to buy a firearm (the product page's "where to buy" reads the same
 * key, so the request form asks nothing more of the server).
 */
export function useStockists(firearmId: string | null) {
  return useSWR(
    firearmId === null ? null : pathOf(listStockists, { params: { id: firearmId } }),
    (path) => readApi(path),
  )
}
