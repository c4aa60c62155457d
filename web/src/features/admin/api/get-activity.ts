import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { listActivity } from '@/lib/api/routes'

export const activityKey = pathOf(listActivity)

/** The latest changes (docs/product.md, "Activity"), fetched again when the tab is focused. */
export function useActivity() {
  return useSWR(activityKey, (path) => readApi(path))
}
