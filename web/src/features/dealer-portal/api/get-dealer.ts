import { pathOf } from '@/lib/api/route'
import { getDealer } from '@/lib/api/routes'
import { dataPart } from '@/lib/page/screen-data'
import { useScreenData } from '@/lib/page/use-screen-data'
import { currentSession } from '@/lib/session'

export const dealerKey = (dealerId: number) => pathOf(getDealer, { params: { id: dealerId } })

/** The logged-in dealer's own record; the dashboard uses its name, city and country. */
export function useDealer() {
  // Every mount fetches, so the answer the route's loader started is taken (lib/page/preload.ts).
  return useScreenData(dealerData, { dedupingInterval: 0 })
}

/** The signed-in dealer's record (the dashboard's route names it, app/router.tsx). */
export const dealerData = dataPart('dealer', () => {
  const session = currentSession('dealer')
  return session ? dealerKey(session.dealerId) : null
})
