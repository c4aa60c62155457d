import { compareList, favorites } from '@/lib/saved-lists'

/** How many favourites and compared firearms the header's badges show. */
export function useSavedCounts() {
  return { favorites: favorites.useIds().length, compare: compareList.useIds().length }
}
