import { Col, Descriptions, Row } from 'antd'
import { useMemo } from 'react'
import { BaseMap } from '../../../shared/map/BaseMap'
import { ClusteredMarkers } from '../../../shared/map/ClusteredMarkers'
import { hasCoordinates, type MapPoint } from '../../../shared/map/map-points'

export interface Location {
  address: string
  phone: string | null
  timezone: string | null
  latitude: number | null
  longitude: number | null
}

const PLACE_MAP_ZOOM = 15

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
        <BaseMap label="Place map" fitTo={points} zoom={PLACE_MAP_ZOOM} height={260}>
          <ClusteredMarkers points={points} />
        </BaseMap>
      </Col>
    </Row>
  )
}
