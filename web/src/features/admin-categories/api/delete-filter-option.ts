import type { ApiFilterOption } from '@sog/contract'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'
import { filterOptionsKey, useReloadOptions } from './get-filter-options'

/** DELETE /admin/categories/{id} (refused by the server while firearms use it). */
export function useDeleteFilterOption() {
  const reload = useReloadOptions()
  return useSWRMutation(
    // Not the list's own key: SWR drops a read of a key that starts while it is being mutated.
    `${filterOptionsKey}#delete`,
    async (_key: string, { arg }: { arg: ApiFilterOption }) => {
      await api<unknown>(`${filterOptionsKey}/${arg.id}`, { method: 'DELETE' })
      await reload(arg.type)
    },
    { revalidate: false },
  )
}
