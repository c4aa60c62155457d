import type { ApiFilterOption } from '@sog/contract'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { deleteFilterOption } from '@/lib/api/routes'
import { filterOptionsKey, useReloadOptions } from './get-filter-options'

/** DELETE /admin/categories/{id} (refused by the server while firearms use it). */
export function useDeleteFilterOption() {
  const reload = useReloadOptions()
  return useSWRMutation(
    // Not the list's own key: SWR drops a read of a key that starts while it is being mutated.
    `${filterOptionsKey}#delete`,
    async (_key: string, { arg }: { arg: ApiFilterOption }) => {
      await callApi(deleteFilterOption, { params: { id: arg.id } })
      await reload(arg.type)
    },
    { revalidate: false },
  )
}
