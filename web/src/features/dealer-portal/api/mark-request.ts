import type { RequestStatus } from '@sog/contract'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { pathOf } from '@/lib/api/route'
import { markDealerRequest } from '@/lib/api/routes'
import { isRequestsKey } from './get-requests'

/** Sets one request's status, then reloads the list. */
export function useMarkRequest(id: number) {
  const { mutate } = useSWRConfig()
  return useSWRMutation(
    pathOf(markDealerRequest, { params: { id } }),
    async (_path: string, { arg: status }: { arg: RequestStatus }) => {
      const updated = await callApi(markDealerRequest, { params: { id }, body: { status } })
      await mutate(isRequestsKey)
      return updated
    },
  )
}
