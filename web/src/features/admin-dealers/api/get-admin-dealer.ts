import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { pathOf } from '@/lib/api/route'
import { getAdminDealer } from '@/lib/api/routes'

export const adminDealerKey = (id: string | number) => pathOf(getAdminDealer, { params: { id } })

export function useAdminDealer(id: string | undefined) {
  return useSWR(id ? adminDealerKey(id) : null, (path) => readApi(path))
}
