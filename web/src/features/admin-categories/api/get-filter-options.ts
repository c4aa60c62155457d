import type { ApiFilterOption } from '@sog/contract'
import type { FilterOptionType } from '@sog/contract'
import useSWR, { useSWRConfig } from 'swr'

import { api } from '@/lib/api-client'
import { isFirearmListKey } from '@/lib/api/get-firearms'
import { isOptionLabelsKey } from '@/lib/api/get-option-labels'
import { optionListPaths } from '@/lib/api/get-option-list'
import { usageCountsKey } from '../hooks/use-usage-counts'

/** Every filter option of every type, as the admin manages them. */
export const filterOptionsKey = '/admin/categories'

export function useFilterOptions() {
  return useSWR(filterOptionsKey, () => api<ApiFilterOption[]>(filterOptionsKey))
}

/**
 * Reloads this list and the public dropdown list of the type after a change; a rename is
 * carried to every firearm by the server, so the firearm lists and the usage counts are reloaded
 * too. The bound
 * `mutate` of `useSWRConfig` reaches the app's own cache (swr's global one would not).
 */
export function useReloadOptions() {
  const { mutate } = useSWRConfig()
  return (type: FilterOptionType, { firearms = false } = {}) =>
    Promise.all([
      mutate(filterOptionsKey),
      mutate(optionListPaths[type]),
      firearms ? mutate(isFirearmListKey) : null,
      firearms ? mutate(usageCountsKey) : null,
      // The names visitors read in each language.
      mutate(isOptionLabelsKey),
    ])
}
