import { useEffect, useState } from 'react'

import { ApiError, readApi } from '@/lib/api/api-client'
import { firearmKey } from '@/lib/api/get-firearm'
import { compareList, favorites } from '@/lib/storage/saved-lists'

/** Ids the server has answered for in this page's life (a 404 is dropped from the lists). */
const confirmed = new Set<string>()

/**
 * Asks for one saved firearm (the front server caches each; never the whole catalogue) and
 * drops it from both lists when the catalogue no longer has it. A failed call confirms it:
 * while the server cannot be reached the badge counts what is saved.
 */
async function confirm(id: string): Promise<void> {
  try {
    await readApi(firearmKey(id))
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      favorites.remove(id)
      compareList.remove(id)
      return
    }
  }
  confirmed.add(id)
}

/** The ids saved in an earlier visit: none on the server, whose HTML counts nothing. */
const storedIds = (): ReadonlySet<string> =>
  typeof window === 'undefined' ? new Set() : new Set([...favorites.read(), ...compareList.read()])

/**
 * How many favourites and compared firearms the header's badges show: the ids saved in an
 * earlier visit count once the server has confirmed them, so ids of deleted firearms never
 * count (docs/decisions/0118-saved-lists-by-id.md); ids saved on this page count at
 * once. Nothing counts in the server's HTML (the lists live in the browser), nor while the page
 * hydrates (the lists read empty until then).
 *
 * Storage is read when the header first renders rather than in an effect after it: setting
 * state there re-rendered the header synchronously right after hydration on every page, even
 * for a visitor with nothing saved (docs/decisions/0093-no-rerender.md).
 */
export function useSavedCounts() {
  const favoriteIds = favorites.useIds()
  const compareIds = compareList.useIds()
  const [stored] = useState(storedIds)
  const [, setChecked] = useState(0)
  useEffect(() => {
    const unknown = [...stored].filter((id) => !confirmed.has(id))
    if (unknown.length === 0) return
    let live = true
    void Promise.all(unknown.map(confirm)).then(() => {
      if (live) setChecked((count) => count + 1)
    })
    return () => {
      live = false
    }
  }, [stored])
  const counts = (ids: readonly string[]) =>
    ids.filter((id) => !stored.has(id) || confirmed.has(id)).length
  return { favorites: counts(favoriteIds), compare: counts(compareIds) }
}
