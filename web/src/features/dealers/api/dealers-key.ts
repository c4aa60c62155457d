import { pathOf } from '@/lib/api/route'
import { listDealers } from '@/lib/api/routes'
import { dataPart } from '@/lib/page/screen-data'

/**
 * The public directory's SWR key, on its own: the router names it for the rendered page, and
 * importing it from get-dealers brought the built-in sample network into the first load.
 */
export const dealersKey = pathOf(listDealers)

/** The directory's datum (its route's loader names it, app/router.tsx). */
export const dealersData = dataPart('dealers', () => dealersKey)
