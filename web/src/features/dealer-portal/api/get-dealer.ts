import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { getDealer } from '@/lib/api/routes'
import { withPreloaded } from '@/lib/page/preload'
import { dataPart, useDataKey } from '@/lib/page/screen-data'
import { currentSession } from '@/lib/session'

export const dealerKey = (dealerId: number) => pathOf(getDealer, { params: { id: dealerId } })

const fetchDealer = withPreloaded(readApi)

/** The logged-in dealer's own record; the dashboard uses its name, city and country. */
export function useDealer() {
  // Every mount fetches, so the answer the route's loader started is taken (lib/page/preload.ts).
  return useSWR(useDataKey(dealerData), (path) => fetchDealer(path), { dedupingInterval: 0 })
}

/** The signed-in dealer's record (the dashboard's route names it, app/router.tsx). */
export const dealerData = dataPart('dealer', () => {
  const session = currentSession('dealer')
  return session ? dealerKey(session.dealerId) : null
})
