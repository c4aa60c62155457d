import type { ApiFilterOption } from '@sog/contract'

import { api } from '@/lib/api-client'
import { filterOptionsKey, useReloadOptions } from './get-filter-options'

export function useDeleteFilterOption() {
  const reload = useReloadOptions()
  return async (option: ApiFilterOption) => {
    await api<unknown>(`${filterOptionsKey}/${option.id}`, { method: 'DELETE' })
    await reload(option.type)
  }
}
