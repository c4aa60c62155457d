/**
 * The dealer map's tiles: OpenStreetMap's own, with the attribution their tile policy asks for
 * (docs/decisions/0072-dealer-map.md). Requested only when a visitor opens the map.
 */
export const MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
} as const
