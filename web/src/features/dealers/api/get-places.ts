import useSWR from 'swr'

import { readApi } from '@/lib/api/api-client'
import { placesKey } from '@/lib/api/get-places'
import { dataPart, useDataKey } from '@/lib/page/screen-data'
import { readScreenData } from '@/lib/page/use-screen-data'
import { DEALER_PARAMS } from '../utils/dealer-params'

/** Fewer characters than this ask for no suggestions. */
export const PLACE_SUGGEST_MIN_LENGTH = 2

/**
 * The towns of the name in the directory's address (docs/api.md, "Places"), the visitor's
 * country's first: with one, the directory is rendered nearest first.
 */
export const addressTownsData = dataPart('addressTowns', ({ search, visitor }) =>
  placesKey(search.get(DEALER_PARAMS.place) ?? '', visitor.country),
)

/** The towns of the address's name; none asked for once the visitor has been located instead. */
export function useAddressTowns(located: boolean) {
  const key = useDataKey(addressTownsData)
  return useSWR(located ? null : key, (path) => readScreenData(path))
}

/**
 * The towns named `text` while the visitor types, the visitor's country's first: the last answer
 * stays until the next arrives, so the list does not blink.
 */
export function usePlaceSuggestions(text: string, country: string) {
  const short = text.trim().length < PLACE_SUGGEST_MIN_LENGTH
  return useSWR(short ? null : placesKey(text, country), (path) => readApi(path), {
    keepPreviousData: true,
  })
}
