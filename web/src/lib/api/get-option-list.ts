import type { FilterOptionType } from '@sog/contract'
import useSWR from 'swr'

import { api } from '../api-client'

/** The public dropdown lists of docs/product.md, "Calls", one call per option type. */
export const optionListPaths: Record<FilterOptionType, string> = {
  category: '/categories',
  caliber: '/calibers',
  barrelLength: '/barrel-lengths',
  systemType: '/system-types',
}

/** Built-in lists used when a call fails (docs/product.md, "Calls"). */
export const DEFAULT_OPTION_LISTS: Record<FilterOptionType, string[]> = {
  category: ['Rifle', 'Pistol', 'Shotgun', 'AK Platform', 'Tactical'],
  caliber: ['5.56x45mm NATO', '7.62x39mm', '9mm', '.308 Win', '12 Gauge'],
  systemType: ['Semi-Automatic', 'Bolt Action', 'Pump Action', 'Gas Operated'],
  barrelLength: ['10.5"', '16"', '18"', '20"'],
}

/** The list for one type, blanks filtered out; the built-in defaults if the call fails. */
export function useOptionList(type: FilterOptionType): string[] {
  const { data, error } = useSWR(optionListPaths[type], (key: string) => api<string[]>(key))
  if (error) return DEFAULT_OPTION_LISTS[type]
  return (data ?? []).filter((name) => name.trim() !== '')
}
