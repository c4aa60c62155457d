import type { ApiFilterOption, ApiFirearmPage } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

/**
 * One firearm and the facets over the whole catalogue (docs/api.md, "Catalogue queries"): the
 * counts per category, caliber, barrel length and system type, without reading every firearm.
 */
export const usageCountsKey = '/admin/firearms?limit=1'

/**
 * docs/product.md, "Data": how many firearms use an option — the firearms whose category,
 * caliber, barrelLength or systemType is the option's name, counted by the server.
 */
export function useUsageCounts(): (option: ApiFilterOption) => number {
  const { data } = useSWR(usageCountsKey, (key: string) => api<ApiFirearmPage>(key))
  return (option) =>
    data?.facets[option.type].find((facet) => facet.value === option.name)?.count ?? 0
}
