import type { ApiFirearm } from '@sog/contract'
import useSWR from 'swr'

import { api } from '../api-client'

export const firearmKey = (id: string) => `/firearms/${encodeURIComponent(id)}`

export function useFirearm(id: string | undefined) {
  return useSWR(id ? firearmKey(id) : null, (key: string) => api<ApiFirearm>(key))
}
