import type { RequestBody } from '@sog/contract'
import useSWRMutation from 'swr/mutation'

import { callApi } from './call'
import { pathOf } from './route'
import { submitRequest } from './routes'

/** POST /requests (docs/api.md, "Requests"); the server checks every field again. */
export function useSubmitRequest() {
  return useSWRMutation(pathOf(submitRequest), (_path: string, { arg }: { arg: RequestBody }) =>
    callApi(submitRequest, { body: arg }),
  )
}
