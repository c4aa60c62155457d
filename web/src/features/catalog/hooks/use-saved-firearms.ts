import type { ApiFirearm } from '@sog/contract'
import { useMemo } from 'react'

import { useCatalogFirearms } from './use-catalog-firearms'

/** The firearms behind a saved id list, in the list's order; ids no longer in the catalogue drop out. */
export function useSavedFirearms(ids: readonly string[]) {
  const { firearms, failed, isLoading } = useCatalogFirearms()
  const saved = useMemo(() => {
    if (!firearms) return undefined
    const byId = new Map(firearms.map((firearm) => [firearm.id, firearm]))
    return ids.flatMap((id): ApiFirearm[] => {
      const firearm = byId.get(id)
      return firearm ? [firearm] : []
    })
  }, [firearms, ids])
  return { saved, failed, isLoading }
}
