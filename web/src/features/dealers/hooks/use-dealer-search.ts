import type { ApiPublicDealer } from '@sog/contract'
import { COUNTRIES, foldText } from '@sog/contract'
import { useMemo, useState } from 'react'

import { compareIn } from '@/lib/collator'
import { distanceKm, positionOf, type Position } from '../utils/distance'

/** Where distances are measured from: the visitor's own position or a city they named. */
export type Origin = Position & { label: string | null }

export type DealerRow = { dealer: ApiPublicDealer; distance: number | null }

type Language = keyof (typeof COUNTRIES)[number]['name']

/**
 * docs/product.md, "Dealers": name or city as a substring that ignores case and accents, an
 * exact city, a country (at first the visitor's, when the network has dealers there), and with
 * an origin the nearest first.
 */
export function useDealerSearch(
  dealers: ApiPublicDealer[],
  language: Language,
  visitorCountry: string,
  /** A dealer the visitor was sent to (a product page's link): its country comes first. */
  wantedDealerId: string | null = null,
) {
  const [search, setSearch] = useState('')
  const [city, setCity] = useState('')
  const [chosenCountry, setCountry] = useState<string | null>(null)
  const [origin, setOrigin] = useState<Origin | null>(null)

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

  const rows = useMemo((): DealerRow[] => {
    const query = foldText(search.trim())
    const found = dealers
      .filter(
        (dealer) =>
          (!country || dealer.country === country) &&
          (!city || dealer.city === city) &&
          (foldText(dealer.name).includes(query) || foldText(dealer.city).includes(query)),
      )
      .map((dealer) => {
        const position = positionOf(dealer)
        return { dealer, distance: origin && position ? distanceKm(origin, position) : null }
      })
    if (!origin) return found
    // Nearest first; dealers without a position after them, in their listed order.
    return found.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity))
  }, [dealers, search, country, city, origin])

  const chooseCountry = (code: string) => {
    setCountry(code)
    setCity('')
  }

  return {
    search,
    setSearch,
    city: cities.includes(city) ? city : '',
    setCity,
    cities,
    country,
    setCountry: chooseCountry,
    countries,
    origin,
    setOrigin,
    rows,
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
