import { readStored, removeStored, STORAGE_KEYS, writeStored } from './keys'
import { createStore, useStore } from './store'

/** Where the visitor last measured dealers' distances from: their position or a town named. */
export type VisitorPlace = { latitude: number; longitude: number; label: string | null }

const isPlace = (value: unknown): value is VisitorPlace => {
  if (typeof value !== 'object' || value === null) return false
  const { latitude, longitude, label } = value as Record<string, unknown>
  return (
    typeof latitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    typeof longitude === 'number' &&
    Math.abs(longitude) <= 180 &&
    (label === null || typeof label === 'string')
  )
}

/**
 * Kept in this browser only (docs/product.md, "Data"), so a product page's "where to buy" lists
 * the nearest dealers first once the visitor has told the directory where they are.
 */
const place = createStore<VisitorPlace | null>({
  read: () => readStored(STORAGE_KEYS.place, isPlace, null),
  write: (value) =>
    value === null ? removeStored(STORAGE_KEYS.place) : writeStored(STORAGE_KEYS.place, value),
})

export const rememberPlace = (value: VisitorPlace | null) => place.set(value)

/** Reads the stored place again (tests that seed storage). */
export const reloadVisitorPlace = () => place.reload()

/** The remembered place; none on the server and while hydrating, as the server rendered. */
export const useVisitorPlace = () => useStore(place, () => null)
