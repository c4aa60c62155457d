import type { ApiFilterOption } from '@sog/contract'
import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { listAdminFirearms } from '@/lib/api/routes'

/**
 * One firearm and the facets over the whole catalogue (docs/api.md, "Catalogue queries"): the
 * counts per category, caliber, barrel length and system type, without reading every firearm.
 */
export const usageCountsKey = pathOf(listAdminFirearms, { query: { limit: 1 } })

/**
 * docs/product.md, "Data": how many firearms use an option — the firearms whose category,
 * caliber, barrelLength or systemType is the option's name, counted by the server.
 */
export function useUsageCounts(): (option: ApiFilterOption) => number {
  const { data } = useSWR(usageCountsKey, (path) => readApi(path))
  return (option) =>
    data?.facets[option.type].find((facet) => facet.value === option.name)?.count ?? 0
}
