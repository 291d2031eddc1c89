import { Col, Descriptions, Row } from 'antd'
import { Suspense, useMemo } from 'react'
import { PageLoading } from '../../../shared/components/PageLoading'
import { hasCoordinates } from '@mc/domain/organizations/organization-map.rules'
import type { MapPoint } from '../../../shared/map/map-points'
import { lazyNamed } from '../../../shared/routing/lazy-route'
import { PLACE_MAP_HEIGHT } from './organization-map-size'

// Leaflet loads beside the page: the address and coordinates show first.
const PlaceMap = lazyNamed(() => import('./PlaceMap'), 'PlaceMap')

export interface Location {
  address: string
  phone: string | null
  timezone: string | null
  latitude: number | null
  longitude: number | null
}

/** Address and coordinates beside a small map of the spot. */
export function PlaceLocation({ location, label }: { location: Location; label: string }) {
  const points = useMemo<MapPoint[]>(
    () =>
      hasCoordinates({ lat: location.latitude, lng: location.longitude }) ? [{ key: 'here', lat: location.latitude!, lng: location.longitude!, label }] : [],
    [location.latitude, location.longitude, label],
  )
  const coordinates = points[0] ? `${points[0].lat.toFixed(6)}, ${points[0].lng.toFixed(6)}` : '—'
  return (
    <Row gutter={24}>
      <Col xs={24} lg={10}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'address', label: 'Address', children: location.address || '—' },
            { key: 'coordinates', label: 'Coordinates', children: coordinates },
            { key: 'phone', label: 'Phone', children: location.phone ?? '—' },
            { key: 'timezone', label: 'Time Zone', children: location.timezone ?? '—' },
          ]}
        />
      </Col>
      <Col xs={24} lg={14}>
        <Suspense fallback={<PageLoading label="Loading the map…" height={PLACE_MAP_HEIGHT} />}>
          <PlaceMap points={points} />
        </Suspense>
      </Col>
    </Row>
  )
}
