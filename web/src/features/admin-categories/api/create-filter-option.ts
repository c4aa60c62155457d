import type { FilterOptionType } from '@sog/contract'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { createFilterOption } from '@/lib/api/routes'
import { filterOptionsKey, useReloadOptions } from './get-filter-options'

export type NewFilterOption = { name: string; type: FilterOptionType }

/** POST /admin/categories, then the lists that show the type are fetched again. */
export function useCreateFilterOption() {
  const reload = useReloadOptions()
  return useSWRMutation(
    // Not the list's own key: SWR drops a read of a key that starts while it is being mutated.
    `${filterOptionsKey}#add`,
    async (_key: string, { arg }: { arg: NewFilterOption }) => {
      await callApi(createFilterOption, { body: arg })
      await reload(arg.type)
    },
    { revalidate: false },
  )
}
