import { useEffect } from 'react'
import { useMap } from 'react-leaflet'
import { L } from './leaflet-setup'

/** The map's base tiles from `url` (a Leaflet URL template), up to zoom 19; `onShown` each time every tile in view has loaded. */
export function BaseTiles({ url, attribution, onShown }: { url: string; attribution: string | undefined; onShown?: () => void }) {
  const map = useMap()
  useEffect(() => {
    const layer = new L.TileLayer(url, { maxZoom: 19, ...(attribution ? { attribution } : {}) }).addTo(map)
    if (onShown) layer.on('load', onShown)
    return () => {
      layer.remove()
    }
  }, [map, url, attribution, onShown])
  return null
}
