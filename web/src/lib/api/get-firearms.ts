import type { ApiFirearm } from '@sog/contract'
import useSWR from 'swr'

import { api } from '../api-client'

/** The firearm list, shared by the catalogue, the dealer portal and the admin screens. */
export const firearmsKey = '/firearms'

export const getFirearms = () => api<ApiFirearm[]>(firearmsKey)

export function useFirearms() {
  return useSWR(firearmsKey, getFirearms)
}
