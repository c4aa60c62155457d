import type { ApiFilterOption } from '@sog/contract'

import { api } from '@/lib/api-client'
import { filterOptionsKey, useReloadOptions } from './get-filter-options'

export function useRenameFilterOption() {
  const reload = useReloadOptions()
  return async (option: ApiFilterOption, name: string) => {
    await api<ApiFilterOption>(`${filterOptionsKey}/${option.id}`, {
      method: 'PUT',
      body: { name },
    })
    await reload(option.type, { firearms: true })
  }
}
