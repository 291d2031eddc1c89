import { ApproximateLegend } from '../../../shared/map/ApproximateLegend'
import { useDeferredValue, useMemo } from 'react'
import { Flex, Skeleton, Spin, Typography } from 'antd'
import { PIN_AVAILABILITY_COLORS, PIN_AVAILABILITY_LABELS, pinAvailability, type PinAvailabilityLabel, formatCount } from '@mc/domain'
import { LoadError } from '../../../shared/components/LoadError'
import { BaseMap } from '../../../shared/map/BaseMap'
import { CircleMarkers } from '../../../shared/map/CircleMarkers'
import type { MapPoint } from '../../../shared/map/map-points'
import { useMissionMapPins, type MapPin } from './api/map-pins'
import { useMissionMapBounds } from './api/map-bounds'

const labelOf = (pin: MapPin): PinAvailabilityLabel =>
  pinAvailability({ isCapped: pin.isCapped, isRunning: pin.isRunning, capProgress: { started: pin.started } }).label

/**
 * The mission's pins on the map, one dot each on a canvas, coloured by its availability label. The
 * map opens as soon as it knows where (the corners around the pins, a small answer), so its tiles
 * load while the pins are still on their way; the dots and the legend's counts follow them.
 */
export default function PinsMap({ missionIdentity }: { missionIdentity: string }) {
  const query = useMissionMapPins(missionIdentity)
  const bounds = useMissionMapBounds(missionIdentity)
  // The answer's render is a transition (sliced), not one long task. Pins already fetched when the
  // map mounts (the route prefetches them) wait for the render after it too (the initial null):
  // the map opens on its corners and asks for its tiles first.
  const pins = useDeferredValue<MapPin[] | null | undefined>(query.data, null)
  const shown = useMemo(() => {
    if (!pins) return undefined
    const counts = Object.fromEntries(PIN_AVAILABILITY_LABELS.map((label) => [label, 0])) as Record<PinAvailabilityLabel, number>
    const points: MapPoint[] = pins.map((pin) => {
      const label = labelOf(pin)
      counts[label] += 1
      return {
        key: pin.identity,
        lat: pin.latitude,
        lng: pin.longitude,
        color: PIN_AVAILABILITY_COLORS[label],
        label: `${pin.title}: ${label}`,
        approximate: pin.approximate,
        precision: pin.precision,
      }
    })
    return { points, counts }
  }, [pins])

  if (query.error) return <LoadError title="Failed to load the map" error={query.error} onRetry={() => void query.refetch()} />
  // Until the corners or the pins are here the map would not know where to open.
  if (!shown && bounds.data === undefined) return <Skeleton.Node active style={{ width: '100%', height: 520 }} />
  return (
    <Flex vertical gap={12}>
      <Flex gap={20} wrap align="center" aria-label="Map legend">
        {PIN_AVAILABILITY_LABELS.map((label) => (
          <Flex key={label} align="center" gap={6}>
            <span style={{ width: 12, height: 12, borderRadius: '50%', background: PIN_AVAILABILITY_COLORS[label], display: 'inline-block' }} />
            <Typography.Text>
              {label} {shown && <Typography.Text type="secondary">({formatCount(shown.counts[label])})</Typography.Text>}
            </Typography.Text>
          </Flex>
        ))}
        {shown?.points.some((point) => point.approximate) && <ApproximateLegend />}
        {shown ? (
          <Typography.Text type="secondary" style={{ marginLeft: 'auto' }}>
            {formatCount(shown.points.length)} pins on the map
          </Typography.Text>
        ) : (
          <Flex role="status" align="center" gap={8} style={{ marginLeft: 'auto' }}>
            <Spin size="small" />
            <Typography.Text type="secondary">Loading pins…</Typography.Text>
          </Flex>
        )}
      </Flex>
      {/* Framed by the corners until the pins are here, then by the pins (the same view: no jump). */}
      <BaseMap label="Mission pins map" fitTo={shown?.points} fitBounds={shown ? undefined : (bounds.data ?? undefined)} zoom={12} height={520}>
        {shown && <CircleMarkers points={shown.points} radius={7} />}
      </BaseMap>
    </Flex>
  )
}
