import type { ApiDashboardStats } from '@sog/contract'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

export const dashboardStatsKey = '/admin/dashboard/stats'

export function useDashboardStats() {
  return useSWR(dashboardStatsKey, () => api<ApiDashboardStats>(dashboardStatsKey))
}
