/**
 * Browser storage keys of docs/product.md, "Data". A value that does not read back as what it should
 * be is removed and the default used: a corrupt entry never breaks the app.
 */
export const STORAGE_KEYS = {
  language: 'language',
  favorites: 'favorites',
  compare: 'compare',
  country: 'selectedCountry',
  place: 'visitorPlace',
  dealerSession: 'dealer-session',
  adminSession: 'admin-session',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export function readStored<T>(
  key: StorageKey,
  isValid: (value: unknown) => value is T,
  fallback: T,
): T {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(key)
  } catch {
    return fallback
  }
  if (raw === null) return fallback
  try {
    const value: unknown = JSON.parse(raw)
    if (isValid(value)) return value
  } catch {
    // Not JSON: dropped below like any other unreadable value.
  }
  removeStored(key)
  return fallback
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the app keeps working with what it holds in memory.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export const isString = (value: unknown): value is string => typeof value === 'string'

export const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')
