import type { ApiFilterOption } from '@sog/contract'
import { FILTER_OPTION_TYPES } from '@sog/contract'
import { useMemo } from 'react'

import { useFirearms } from '@/lib/api/get-firearms'

const keyOf = (type: string, name: string) => `${type}\n${name}`

/**
 * docs/product.md, "Data": how many firearms use an option, counted in the browser by matching each
 * firearm's category, caliber, barrelLength or systemType to the option's name.
 */
export function useUsageCounts(): (option: ApiFilterOption) => number {
  const { data: firearms } = useFirearms()
  const counts = useMemo(() => {
    const map = new Map<string, number>()
    for (const firearm of firearms ?? []) {
      for (const type of FILTER_OPTION_TYPES) {
        const key = keyOf(type, firearm[type])
        map.set(key, (map.get(key) ?? 0) + 1)
      }
    }
    return map
  }, [firearms])
  return (option) => counts.get(keyOf(option.type, option.name)) ?? 0
}
