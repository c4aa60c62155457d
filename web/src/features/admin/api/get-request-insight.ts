import type { RequestInsightDays } from '@sog/contract'
import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { getRequestInsight } from '@/lib/api/routes'

/** The dashboard's counts of requests over the last `days` days (docs/api.md, "Requests"). */
export const requestInsightKey = (days: RequestInsightDays) =>
  pathOf(getRequestInsight, { query: { days } })

export function useRequestInsight(days: RequestInsightDays) {
  return useSWR(requestInsightKey(days), (path) => readApi(path), { keepPreviousData: true })
}
