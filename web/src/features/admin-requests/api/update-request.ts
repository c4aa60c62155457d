import type { AdminRequestBody } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { pathOf } from '@/lib/api/route'
import { updateAdminRequest } from '@/lib/api/routes'
import { isRequestsKey } from './get-requests'

/** Changes one request's status or recipient, then reloads the list. */
export function useUpdateRequest(id: number) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    pathOf(updateAdminRequest, { params: { id } }),
    async (_path: string, { arg }: { arg: AdminRequestBody }) => {
      const updated = await callApi(updateAdminRequest, { params: { id }, body: arg })
      await mutate(isRequestsKey)
      return updated
    },
  )
}
