import type { ApiPublicDealer } from '@sog/contract'
import { COUNTRIES, countryName, foldText } from '@sog/contract'
import { useLayoutEffect, useMemo, useState } from 'react'
import { useAddressParams } from '@/lib/address/use-address-params'

import { compareIn } from '@/lib/format/collator'
import { rememberPlace } from '@/lib/storage/visitor-place'
import { useAddressTowns } from '../api/get-places'
import { DEALER_PARAMS } from '../utils/dealer-params'
import { distanceFrom, positionOf, type Position } from '@/lib/format/distance'

/** Where distances are measured from: the visitor's own position or a city they named. */
export type Origin = Position & { label: string | null }

export type DealerRow = { dealer: ApiPublicDealer; distance: number | null }

type Language = keyof (typeof COUNTRIES)[number]['name']

/** Where a named town stands: being looked up, found (the origin), or unknown. */
export type PlaceState = 'none' | 'finding' | 'found' | 'unknown' | 'failed'
/** `country=all`: every country, chosen (no parameter: the visitor's, as at first). */
export const ALL_COUNTRIES = 'all'

/**
 * docs/product.md, "Dealers": name or city as a substring that ignores case and accents, an
 * exact city, a country (at first the visitor's, when the network has dealers there), and with
 * an origin the nearest first. Search, city and country live in the address (replaced, not
 * pushed: typing is not history).
 */
export function useDealerSearch(
  dealers: ApiPublicDealer[],
  language: Language,
  visitorCountry: string,
  /** A dealer the visitor was sent to (a product page's link): its country comes first. */
  wantedDealerId: string | null = null,
) {
  const [params, editParams] = useAddressParams()
  const search = params.get(DEALER_PARAMS.search) ?? ''
  const city = params.get(DEALER_PARAMS.city) ?? ''
  const countryParam = params.get(DEALER_PARAMS.country)
  const chosenCountry = countryParam === ALL_COUNTRIES ? '' : countryParam
  const place = params.get(DEALER_PARAMS.place)?.trim() ?? ''
  const [located, setLocated] = useState<Origin | null>(null)
  /** Writes the given parameters (an empty value removes one), keeping the others. */
  const write = (values: Partial<Record<keyof typeof DEALER_PARAMS, string>>) =>
    editParams(
      (next) => {
        for (const [key, value] of Object.entries(values)) {
          const name = DEALER_PARAMS[key as keyof typeof DEALER_PARAMS]
          if (value) next.set(name, value)
          else next.delete(name)
        }
        return next
      },
      { replace: true },
    )

  const countries = useMemo(() => {
    const compare = compareIn(language)
    const present = new Set(dealers.map((dealer) => dealer.country))
    return COUNTRIES.filter((country) => present.has(country.code))
      .map((country) => ({ code: country.code, name: country.name[language] }))
      .sort((a, b) => compare(a.name, b.name))
  }, [dealers, language])

  const wanted = dealers.find((dealer) => String(dealer.id) === wantedDealerId)
  const country =
    chosenCountry ??
    wanted?.country ??
    (countries.some((c) => c.code === visitorCountry) ? visitorCountry : '')

  const cities = useMemo(
    () =>
      [
        ...new Set(dealers.filter((d) => !country || d.country === country).map((d) => d.city)),
      ].sort(compareIn(language)),
    [dealers, country, language],
  )

  // A town named in the address: the bundled towns first, else a city of the network's own
  // dealers (a village below GeoNames' 1,000 people).
  const towns = useAddressTowns(Boolean(located))
  const namedOrigin = useMemo((): Origin | null => {
    if (!place || located) return null
    const town = towns.data?.[0]
    if (town) {
      return { ...town, label: `${town.name}, ${countryName(town.country, language)}` }
    }
    return towns.data || towns.error ? placeCity(dealers, place) : null
  }, [place, located, towns.data, towns.error, dealers, language])
  const origin = located ?? namedOrigin
  // A lookup that failed (the server away, too many requests) is not an unknown town.
  const placeState: PlaceState =
    located || !place
      ? 'none'
      : namedOrigin
        ? 'found'
        : towns.isLoading
          ? 'finding'
          : towns.error
            ? 'failed'
            : 'unknown'
  // Remembered for the product pages' "where to buy" (lib/storage/visitor-place.ts): the town as
  // named, as the server keeps it when it answers the address, or the position. Before the paint:
  // a passive effect may wait past it, and a product page opened by then (a new tab, a typed
  // address) would not know the place.
  useLayoutEffect(() => {
    if (located) rememberPlace({ latitude: located.latitude, longitude: located.longitude })
    else if (place) rememberPlace({ town: place })
  }, [located, place])

  const rows = useMemo((): DealerRow[] => {
    const query = foldText(search.trim())
    const found = dealers
      .filter(
        (dealer) =>
          (!country || dealer.country === country) &&
          (!city || dealer.city === city) &&
          (foldText(dealer.name).includes(query) || foldText(dealer.city).includes(query)),
      )
      .map((dealer) => ({ dealer, distance: distanceFrom(origin, dealer) }))
    if (!origin) return found
    // Nearest first; dealers without a position after them, in their listed order.
    return found.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity))
  }, [dealers, search, country, city, origin])

  // A search that finds nothing in the chosen country but finds dealers elsewhere says so.
  const elsewhere = useMemo(() => {
    const query = foldText(search.trim())
    if (!country || !query || rows.length > 0) return 0
    return dealers.filter(
      (dealer) =>
        dealer.country !== country &&
        (foldText(dealer.name).includes(query) || foldText(dealer.city).includes(query)),
    ).length
  }, [dealers, search, country, rows.length])

  const chooseCountry = (code: string) => write({ country: code || ALL_COUNTRIES, city: '' })

  return {
    search,
    setSearch: (text: string) => write({ search: text }),
    city: cities.includes(city) ? city : '',
    setCity: (name: string) => write({ city: name }),
    cities,
    country,
    setCountry: chooseCountry,
    countries,
    origin,
    place,
    placeState,
    /** Measures from a named town (the address keeps it); the browser's position is dropped. */
    setPlace: (text: string) => {
      setLocated(null)
      write({ place: text.trim() })
    },
    /** Measures from the browser's position; a named town is dropped. */
    setLocated: (position: Origin) => {
      setLocated(position)
      write({ place: '' })
    },
    /** Back to the listed order; the product pages forget the place too. */
    clearOrigin: () => {
      setLocated(null)
      rememberPlace(null)
      write({ place: '' })
    },
    retryPlace: () => void towns.mutate(),
    rows,
    elsewhere,
  }
}

/**
 * A city the visitor typed, placed where the network's dealers in it are (the middle of their
 * positions): the directory knows no other map of places (docs/decisions/0071-dealer-positions.md).
 */
export function placeCity(dealers: ApiPublicDealer[], typed: string): Origin | null {
  const wanted = foldText(typed.trim())
  if (!wanted) return null
  const positions = dealers
    .filter((dealer) => foldText(dealer.city) === wanted)
    .map(positionOf)
    .filter((position) => position !== null)
  if (positions.length === 0) return null
  const mean = (pick: (p: Position) => number) =>
    positions.reduce((sum, p) => sum + pick(p), 0) / positions.length
  const label = dealers.find((dealer) => foldText(dealer.city) === wanted)?.city ?? typed
  return { latitude: mean((p) => p.latitude), longitude: mean((p) => p.longitude), label }
}
