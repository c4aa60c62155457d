import { namedPlace, PREFERENCE_COOKIES } from '@sog/contract'
import { parse } from 'cookie'

import type { Position } from '@/lib/format/distance'
import { writePreferenceCookie } from './preference-cookies'
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './keys'
import { createStore, useStore } from './store'

/**
 * Where the visitor last measured dealers' distances from in the directory: a town they named
 * (as typed), or their browser's position.
 */
export type VisitorPlace = { town: string } | Position

const isPosition = (value: unknown): value is Position => {
  if (typeof value !== 'object' || value === null) return false
  const { latitude, longitude } = value as Record<string, unknown>
  return (
    typeof latitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    typeof longitude === 'number' &&
    Math.abs(longitude) <= 180
  )
}

/** The town's cookie as the browser holds it ('' for none). */
export const namedTown = (): string =>
  typeof document === 'undefined' ? '' : (parse(document.cookie)[PREFERENCE_COOKIES.place] ?? '')

/**
 * So a product page's "where to buy" lists the nearest dealers first (docs/product.md, "Data";
 * docs/decisions/0178-named-town-cookie.md): a named town is kept in its cookie, which the server
 * also writes when it answers the directory, so it counts even when the app never ran there; the
 * position only in this browser's storage, never sent. Naming one forgets the other: a town the
 * server kept removes a stored position when it is read, so the position cannot come back once
 * the town's cookie goes.
 */
const place = createStore<VisitorPlace | null>({
  read: () => {
    const town = namedPlace(namedTown())
    if (!town) return readStored(STORAGE_KEYS.place, isPosition, null)
    removeStored(STORAGE_KEYS.place)
    return { town }
  },
  write: (value) => {
    // Kept as the server keeps it (namedPlace): a pasted page of text is cut, not dropped.
    writePreferenceCookie('place', value && 'town' in value ? namedPlace(value.town) : '')
    if (value && !('town' in value))
      writeStored(STORAGE_KEYS.place, { latitude: value.latitude, longitude: value.longitude })
    else removeStored(STORAGE_KEYS.place)
  },
})

export const rememberPlace = (value: VisitorPlace | null) => place.set(value)

/** Reads the cookie and storage again (tests that seed them). */
export const reloadVisitorPlace = () => place.reload()

/** The remembered place; none on the server and while hydrating, as the server rendered. */
export const useVisitorPlace = () => useStore(place, () => null)
