import { numberFormat } from './number-format'

export type Position = { latitude: number; longitude: number }

const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance in kilometres (haversine), as the crow flies. */
export function distanceKm(from: Position, to: Position): number {
  const dLat = radians(to.latitude - from.latitude)
  const dLon = radians(to.longitude - from.longitude)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** A dealer's position, when the admin has set one. */
export function positionOf(dealer: {
  latitude: number | null
  longitude: number | null
}): Position | null {
  return dealer.latitude === null || dealer.longitude === null
    ? null
    : { latitude: dealer.latitude, longitude: dealer.longitude }
}

/** Kilometres from `origin` to the dealer, when both are placed. */
export function distanceFrom(
  origin: Position | null,
  dealer: { latitude: number | null; longitude: number | null },
): number | null {
  const position = positionOf(dealer)
  return origin && position ? distanceKm(origin, position) : null
}

/** A distance as the cards write it: one decimal under 10 km, whole kilometres beyond. */
export const formatKm = (km: number, language: string) =>
  numberFormat(language, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)
