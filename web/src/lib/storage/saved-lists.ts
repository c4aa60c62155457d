import { createStoredList } from './stored-list'
import { STORAGE_KEYS } from './keys'

/** docs/product.md, "Limits": the compare list holds at most 3 firearms. */
export const COMPARE_MAX = 3

export const favorites = createStoredList(STORAGE_KEYS.favorites)
export const compareList = createStoredList(STORAGE_KEYS.compare, COMPARE_MAX)
