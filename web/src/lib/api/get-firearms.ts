import type { ApiFirearm } from '@sog/contract'
import useSWR from 'swr'

import { api } from '../api-client'

/** The firearm list, shared by the catalogue, the dealer portal and the admin screens. */
export const firearmsKey = '/firearms'

/** The whole list and every catalogue page (`/firearms?…`), for reloading them after a change. */
export const isFirearmListKey = (key: unknown) =>
  key === firearmsKey || (typeof key === 'string' && key.startsWith(`${firearmsKey}?`))

export const getFirearms = () => api<ApiFirearm[]>(firearmsKey)

export function useFirearms() {
  return useSWR(firearmsKey, getFirearms)
}
