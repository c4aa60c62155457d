import type { ApiFirearm } from '@cms/api/types'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

export const firearmsKey = '/firearms'

export function useFirearms() {
  return useSWR(firearmsKey, () => api<ApiFirearm[]>(firearmsKey))
}
