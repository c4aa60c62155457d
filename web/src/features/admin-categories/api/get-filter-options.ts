import type { FilterOptionType } from '@sog/contract'
import useSWR, { useSWRConfig } from 'swr'

import { readApi } from '@/lib/api/api-client'
import { isFirearmListKey } from '@/lib/api/get-firearms'
import { isOptionLabelsKey } from '@/lib/api/get-option-labels'
import { optionListPaths } from '@/lib/api/get-option-list'
import { pathOf } from '@/lib/api/route'
import { listFilterOptions } from '@/lib/api/routes'
import { usageCountsKey } from '../hooks/use-usage-counts'

/** Every filter option of every type, as the admin manages them. */
export const filterOptionsKey = pathOf(listFilterOptions)

export function useFilterOptions() {
  return useSWR(filterOptionsKey, (path) => readApi(path))
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
