import type { ApiFirearm } from '@sog/contract'
import { useMemo } from 'react'
import useSWR from 'swr'

import { api, ApiError } from '@/lib/api-client'
import { firearmKey } from '@/lib/api/get-firearm'
import { useCountries } from '@/lib/selected-country'
import { useSampleFirearms } from './use-sample-firearms'

/** One saved firearm; null when the catalogue no longer has it. */
const readSaved = (id: string) =>
  api<ApiFirearm>(firearmKey(id)).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  })

/**
 * The firearms behind a saved id list, in the list's order; ids no longer in the catalogue drop
 * out. Each is read by its id (cached per firearm by the front server), never the whole catalogue
 * (docs/decisions.md, "Long lists: pages, not virtual scrolling"). When the server cannot be
 * reached, "Failed to load data" shows and the built-in samples stand in (docs/product.md,
 * "States").
 */
export function useSavedFirearms(ids: readonly string[]) {
  const countries = useCountries()
  const { data, error } = useSWR(
    ids.length > 0 ? ['saved-firearms', ...ids] : null,
    ([, ...list]: string[]) => Promise.all(list.map(readSaved)),
    // While a changed list loads, the cards already read stay (an unfavourited one goes at once).
    { keepPreviousData: true },
  )
  const failed = ids.length > 0 && Boolean(error) && !data
  const samples = useSampleFirearms(failed)
  const found = failed ? samples : data
  const saved = useMemo(() => {
    if (ids.length === 0) return []
    if (!found) return undefined
    const byId = new Map(found.flatMap((firearm) => (firearm ? [[firearm.id, firearm]] : [])))
    return ids.flatMap((id): ApiFirearm[] => {
      const firearm = byId.get(id)
      return firearm ? [firearm] : []
    })
  }, [found, ids])
  return { saved, failed, isLoading: !saved || countries.isLoading }
}
