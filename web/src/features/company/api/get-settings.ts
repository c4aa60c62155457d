import type { ApiSettings } from '@cms/api/types'
import useSWR from 'swr'

import { api } from '@/lib/api-client'

export const settingsKey = '/settings'

/** Company details for the footer, product and contact pages; refetched when revalidated. */
export function useCompanySettings() {
  return useSWR(settingsKey, () => api<ApiSettings>(settingsKey))
}
