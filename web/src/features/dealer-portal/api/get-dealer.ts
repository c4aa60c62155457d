import type { ApiPublicDealer } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

export const dealerKey = (dealerId: number) => `/dealers/${dealerId}`

/** The logged-in dealer's own record; the dashboard uses its name, city and country. */
export function useDealer(dealerId: number) {
  return useSWR(dealerKey(dealerId), (key: string) => api<ApiPublicDealer>(key))
}
