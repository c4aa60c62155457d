import type { ApiFirearm } from '@sog/contract'
import { useEffect, useMemo } from 'react'
import useSWR from 'swr'

import { ApiError, readApi } from '@/lib/api/api-client'
import { firearmKey } from '@/lib/api/get-firearm'
import { useCountries } from '@/lib/storage/selected-country'
import type { StoredList } from '@/lib/storage/stored-list'
import { useSampleFirearms } from './use-sample-firearms'

/** One saved firearm; null when the catalogue no longer has it. */
const readSaved = (id: string) =>
  readApi(firearmKey(id)).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  })

/** The ids asked for, and what the server answered for each (null: no such firearm). */
type SavedAnswer = { asked: string[]; found: (ApiFirearm | null)[] }

/**
 * The firearms behind a saved list, in the list's order. Each is read by its id (cached per
 * firearm by the front server), never the whole catalogue
 * (docs/decisions/0118-saved-lists-by-id.md). Ids the server answers 404 for are dropped from the
 * stored list itself, so the header's badge counts what the page shows
 * (docs/decisions/0139-recoverable-failures.md). When the server cannot be reached, "Failed to load
 * data" shows with "Try again" and the built-in samples stand in as examples (docs/product.md,
 * "States").
 */
export function useSavedFirearms(list: StoredList) {
  const ids = list.useIds()
  const read = list.useIsRead()
  const countries = useCountries()
  const { data, error, mutate } = useSWR(
    ids.length > 0 ? ['saved-firearms', ...ids] : null,
    async ([, ...asked]: string[]): Promise<SavedAnswer> => ({
      asked,
      found: await Promise.all(asked.map(readSaved)),
    }),
    // While a changed list loads, the cards already read stay (an unfavourited one goes at once).
    { keepPreviousData: true },
  )
  const failed = ids.length > 0 && Boolean(error) && !data
  const samples = useSampleFirearms(failed)
  const found = failed ? samples : data?.found
  const saved = useMemo(() => {
    // Until the browser's list is read, its contents are unknown: loading, never "empty".
    if (!read) return undefined
    if (ids.length === 0) return []
    if (!found) return undefined
    const byId = new Map(found.flatMap((firearm) => (firearm ? [[firearm.id, firearm]] : [])))
    return ids.flatMap((id): ApiFirearm[] => {
      const firearm = byId.get(id)
      return firearm ? [firearm] : []
    })
  }, [found, ids, read])
  useEffect(() => {
    if (!data) return
    data.asked.forEach((id, i) => {
      if (data.found[i] === null) list.remove(id)
    })
  }, [data, list])
  return {
    saved,
    failed,
    examples: failed && Boolean(samples),
    isLoading: !saved || countries.isLoading,
    retry: () => mutate(),
  }
}
