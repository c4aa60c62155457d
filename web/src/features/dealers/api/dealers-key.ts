import { pathOf } from '@/lib/api/route'
import { listDealers } from '@/lib/api/routes'

/**
 * The public directory's SWR key, on its own: the router names it for the rendered page, and
 * importing it from get-dealers brought the built-in sample network into the first load.
 */
export const dealersKey = pathOf(listDealers)
