import type { ApiFilterOption } from '@sog/contract'
import type { FilterOptionType } from '@sog/contract'

import { api } from '@/lib/api-client'
import { filterOptionsKey, useReloadOptions } from './get-filter-options'

export type NewFilterOption = { name: string; type: FilterOptionType }

export function useCreateFilterOption() {
  const reload = useReloadOptions()
  return async (option: NewFilterOption) => {
    await api<ApiFilterOption>(filterOptionsKey, { method: 'POST', body: option })
    await reload(option.type)
  }
}
