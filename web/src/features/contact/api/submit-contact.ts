import type { ContactBody } from '@sog/contract'
import useSWRMutation from 'swr/mutation'

import { callApi } from '@/lib/api/call'
import { pathOf } from '@/lib/api/route'
import { submitContact } from '@/lib/api/routes'

/** POST /contact/submit (docs/product.md, "Data"); the server checks every field again. */
export function useSubmitContact() {
  return useSWRMutation(pathOf(submitContact), (_path: string, { arg }: { arg: ContactBody }) =>
    callApi(submitContact, { body: arg }),
  )
}
