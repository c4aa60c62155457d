import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { getDashboardStats } from '@/lib/api/routes'

export const dashboardStatsKey = pathOf(getDashboardStats)

export function useDashboardStats() {
  return useSWR(dashboardStatsKey, (path) => readApi(path))
}
