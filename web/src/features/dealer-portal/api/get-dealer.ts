import type { ApiPublicDealer } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'
import { preloadAnswer, withPreloaded } from '@/lib/preload'

export const dealerKey = (dealerId: number) => `/dealers/${dealerId}`

const fetchDealer = withPreloaded((key: string) => api<ApiPublicDealer>(key))

/** The logged-in dealer's own record; the dashboard uses its name, city and country. */
export function useDealer(dealerId: number) {
  // Every mount fetches, so the answer the route's loader started is taken (lib/preload.ts).
  return useSWR(dealerKey(dealerId), fetchDealer, { dedupingInterval: 0 })
}

/** Asked for while the dashboard's code loads (app/router.tsx). */
export const preloadDealer = (dealerId: number) => preloadAnswer(dealerKey(dealerId))
