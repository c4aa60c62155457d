import type { ApiFirearm } from '@sog/contract'
import useSWR from 'swr'

import { api } from '../api-client'

export const firearmKey = (id: string) => `/firearms/${encodeURIComponent(id)}`

/** The firearm; null when the page's server found none (docs/decisions.md, "Rendered pages"). */
export function useFirearm(id: string | undefined) {
  return useSWR<ApiFirearm | null>(id ? firearmKey(id) : null, (key: string) =>
    api<ApiFirearm>(key),
  )
}
