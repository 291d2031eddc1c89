import { ApproximateLegend } from '../../../shared/map/ApproximateLegend'
import { useDeferredValue, useMemo } from 'react'
import { Flex, Skeleton, Typography } from 'antd'
import { PIN_AVAILABILITY_COLORS, PIN_AVAILABILITY_LABELS, pinAvailability, type PinAvailabilityLabel } from '@mc/domain'
import { LoadError } from '../../../shared/components/LoadError'
import { BaseMap } from '../../../shared/map/BaseMap'
import { CircleMarkers } from '../../../shared/map/CircleMarkers'
import type { MapPoint } from '../../../shared/map/map-points'
import { useMissionMapPins, type MapPin } from './api/map-pins'

const labelOf = (pin: MapPin): PinAvailabilityLabel =>
  pinAvailability({ isCapped: pin.isCapped, isRunning: pin.isRunning, capProgress: { started: pin.started } }).label

/** The mission's pins on the map, one dot each on a canvas, coloured by its availability label. */
export default function PinsMap({ missionIdentity }: { missionIdentity: string }) {
  const query = useMissionMapPins(missionIdentity)
  // The answer's render is a transition (sliced), not one long task.
  const pins = useDeferredValue(query.data)
  const { points, counts } = useMemo(() => {
    const counts = Object.fromEntries(PIN_AVAILABILITY_LABELS.map((label) => [label, 0])) as Record<PinAvailabilityLabel, number>
    const points: MapPoint[] = (pins ?? []).map((pin) => {
      const label = labelOf(pin)
      counts[label] += 1
      return {
        key: pin.identity,
        lat: pin.latitude,
        lng: pin.longitude,
        color: PIN_AVAILABILITY_COLORS[label],
        label: `${pin.title}: ${label}`,
        approximate: pin.approximate,
      }
    })
    return { points, counts }
  }, [pins])

  if (query.error) return <LoadError title="Failed to load the map" error={query.error} onRetry={() => void query.refetch()} />
  if (!pins) return <Skeleton.Node active style={{ width: '100%', height: 520 }} />
  return (
    <Flex vertical gap={12}>
      <Flex gap={20} wrap align="center" aria-label="Map legend">
        {PIN_AVAILABILITY_LABELS.map((label) => (
          <Flex key={label} align="center" gap={6}>
            <span style={{ width: 12, height: 12, borderRadius: '50%', background: PIN_AVAILABILITY_COLORS[label], display: 'inline-block' }} />
            <Typography.Text>
              {label} <Typography.Text type="secondary">({counts[label].toLocaleString()})</Typography.Text>
            </Typography.Text>
          </Flex>
        ))}
        {points.some((point) => point.approximate) && <ApproximateLegend />}
        <Typography.Text type="secondary" style={{ marginLeft: 'auto' }}>
          {points.length.toLocaleString()} pins on the map
        </Typography.Text>
      </Flex>
      <BaseMap label="Mission pins map" fitTo={points} zoom={12} height={520}>
        <CircleMarkers points={points} radius={7} />
      </BaseMap>
    </Flex>
  )
}
