import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { getDealer } from '@/lib/api/routes'
import { preloadAnswer, withPreloaded } from '@/lib/page/preload'

export const dealerKey = (dealerId: number) => pathOf(getDealer, { params: { id: dealerId } })

const fetchDealer = withPreloaded(readApi)

/** The logged-in dealer's own record; the dashboard uses its name, city and country. */
export function useDealer(dealerId: number) {
  // Every mount fetches, so the answer the route's loader started is taken (lib/page/preload.ts).
  return useSWR(dealerKey(dealerId), (path) => fetchDealer(path), { dedupingInterval: 0 })
}

/** Asked for while the dashboard's code loads (app/router.tsx). */
export const preloadDealer = (dealerId: number) => preloadAnswer(dealerKey(dealerId))
