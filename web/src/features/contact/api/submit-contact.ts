import type { ContactBody } from '@sog/contract'
import useSWRMutation from 'swr/mutation'

import { api } from '@/lib/api-client'

/** POST /contact/submit (docs/product.md, "Data"); the server checks every field again. */
export function useSubmitContact() {
  return useSWRMutation('/contact/submit', (path: string, { arg }: { arg: ContactBody }) =>
    api<{ id: number; detail: string }>(path, { method: 'POST', body: arg }),
  )
}
