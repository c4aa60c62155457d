import 'leaflet/dist/leaflet.css'

import { latLngBounds, type LatLngTuple } from 'leaflet'
import { useEffect, useMemo } from 'react'
import { CircleMarker, MapContainer, Popup, TileLayer, useMap } from 'react-leaflet'

import { MAP_TILES } from '@/config/map'
import type { DealerRow, Origin } from '../hooks/use-dealer-search'
import { positionOf } from '@/lib/format/distance'

type Props = {
  rows: DealerRow[]
  origin: Origin | null
  originLabel: string
}

/** The brand's yellow on black for dealers; the visitor's own point in blue. */
const DEALER_STYLE = { color: '#111111', weight: 2, fillColor: '#f5c400', fillOpacity: 0.95 }
const ORIGIN_STYLE = { color: '#ffffff', weight: 3, fillColor: '#1d4ed8', fillOpacity: 1 }

/** Keeps every point in view as the list narrows or the origin moves. */
function FitPoints({ points }: { points: LatLngTuple[] }) {
  const map = useMap()
  useEffect(() => {
    if (points.length > 0) map.fitBounds(latLngBounds(points), { padding: [32, 32], maxZoom: 12 })
  }, [map, points])
  return null
}

/** The dealers on an OpenStreetMap map (Leaflet), loaded only when the visitor opens it. */
export default function DealerMap({ rows, origin, originLabel }: Props) {
  const placed = useMemo(
    () =>
      rows.flatMap(({ dealer }) => {
        const position = positionOf(dealer)
        return position
          ? [{ dealer, at: [position.latitude, position.longitude] as LatLngTuple }]
          : []
      }),
    [rows],
  )
  const points = useMemo(
    () => [
      ...placed.map((place) => place.at),
      ...(origin ? [[origin.latitude, origin.longitude] as LatLngTuple] : []),
    ],
    [placed, origin],
  )
  return (
    <MapContainer
      bounds={latLngBounds(points)}
      boundsOptions={{ padding: [32, 32], maxZoom: 12 }}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
    >
      <TileLayer
        url={MAP_TILES.url}
        attribution={MAP_TILES.attribution}
        maxZoom={MAP_TILES.maxZoom}
      />
      {placed.map(({ dealer, at }) => (
        <CircleMarker key={dealer.id} center={at} radius={9} pathOptions={DEALER_STYLE}>
          <Popup>
            <strong>{dealer.name}</strong>
            <br />
            {[dealer.address, dealer.city].filter(Boolean).join(', ')}
          </Popup>
        </CircleMarker>
      ))}
      {origin ? (
        <CircleMarker
          center={[origin.latitude, origin.longitude]}
          radius={7}
          pathOptions={ORIGIN_STYLE}
        >
          <Popup>{originLabel}</Popup>
        </CircleMarker>
      ) : null}
      <FitPoints points={points} />
    </MapContainer>
  )
}
