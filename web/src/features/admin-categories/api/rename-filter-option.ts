import type { ApiFilterOption, ApiTranslations } from '@sog/contract'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { renameFilterOption } from '@/lib/api/routes'
import { filterOptionsKey, useReloadOptions } from './get-filter-options'

/** PUT /admin/categories/{id}; the server renames it on every firearm, so those reload too. */
export function useRenameFilterOption() {
  const reload = useReloadOptions()
  return useSWRMutation(
    // Not the list's own key: SWR drops a read of a key that starts while it is being mutated.
    `${filterOptionsKey}#rename`,
    async (
      _key: string,
      {
        arg,
      }: {
        arg: { option: ApiFilterOption; name: string; labels: ApiTranslations }
      },
    ) => {
      await callApi(renameFilterOption, {
        params: { id: arg.option.id },
        // The version the screen showed: a rename by someone else meanwhile is not overwritten.
        body: { name: arg.name, labels: arg.labels, version: arg.option.version },
      })
      await reload(arg.option.type, { firearms: true })
    },
    { revalidate: false },
  )
}
