import type { ApiActivity } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

export const activityKey = '/admin/activity'

/** The latest changes (docs/product.md, "Activity"), fetched again when the tab is focused. */
export function useActivity() {
  return useSWR(activityKey, () => api<ApiActivity[]>(activityKey))
}
