import { useEffect } from 'react'
import { useMap } from 'react-leaflet'
import { CanvasCountsLayer, type CountPoint } from './canvas-counts-layer'

/** Set on the map's container once the circles are drawn, to how many (browser tests and the map bench wait for it). */
export const CIRCLES_DRAWN_ATTRIBUTE = 'data-circles-drawn'
/** Set beside it: whether the circles show their colours' shares ('true') or only counts ('false'). */
export const CIRCLES_LABELLED_ATTRIBUTE = 'data-circles-labelled'

/** How many zoom levels a click on a circle zooms in, around it (a 64-pixel cell then fills a quarter of a 512-pixel map). */
const ZOOM_IN_STEPS = 2

/** Counted circles on one canvas, for places where many points are shown as one; a click zooms into one, to at most `maxZoom`. */
export function CountCircles({ points, maxZoom }: { points: readonly CountPoint[]; maxZoom: number }) {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    const layer = new CanvasCountsLayer(points, {
      onSelect: (index) => {
        const point = points[index]!
        map.setView([point.lat, point.lng], Math.min(maxZoom, map.getZoom() + ZOOM_IN_STEPS))
      },
      onDrawn: () => {
        container.setAttribute(CIRCLES_LABELLED_ATTRIBUTE, String(points.every((point) => point.parts.length > 0)))
        container.setAttribute(CIRCLES_DRAWN_ATTRIBUTE, String(points.length))
      },
    })
    layer.addTo(map)
    return () => {
      layer.remove()
      container.removeAttribute(CIRCLES_DRAWN_ATTRIBUTE)
      container.removeAttribute(CIRCLES_LABELLED_ATTRIBUTE)
    }
  }, [map, points, maxZoom])
  return null
}
