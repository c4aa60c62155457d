import useSWR from 'swr'

import { readApi } from './api-client'
import { pathOf } from './route'
import { listDealerFirearms } from './routes'

/** The firearms a dealer lists where to buy them: those a request to it may name. */
export const dealerFirearmsKey = (id: number) => pathOf(listDealerFirearms, { params: { id } })

export function useDealerFirearms(id: number | null) {
  return useSWR(id === null ? null : dealerFirearmsKey(id), (path) => readApi(path))
}
