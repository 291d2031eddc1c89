import { useEffect } from 'react'
import { useMap } from 'react-leaflet'
import { L } from './leaflet-setup'
import { takePreloadedTile } from './tile-preload'

/**
 * Leaflet's tile layer, showing a tile the screen preloaded (tile-preload.ts) as that very image:
 * loaded and decoded, it is marked loaded at once and paints with the map's first frame. Leaflet's
 * own tiles stay hidden until their load event, a task later, which put the map's largest paint
 * a frame or more after the rest of the screen.
 */
class PreloadedTileLayer extends L.TileLayer {
  override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const image = takePreloadedTile(this.getTileUrl(coords))
    if (!image) return super.createTile(coords, done)
    image.alt = ''
    image.classList.add('leaflet-tile-loaded')
    // Leaflet files the tile after this returns; told before, it would drop the news.
    queueMicrotask(() => done(undefined, image))
    return image
  }
}

/** The map's base tiles from `url` (a Leaflet URL template), up to zoom 19. */
export function BaseTiles({ url, attribution }: { url: string; attribution: string | undefined }) {
  const map = useMap()
  useEffect(() => {
    const layer = new PreloadedTileLayer(url, { maxZoom: 19, ...(attribution ? { attribution } : {}) }).addTo(map)
    return () => {
      layer.remove()
    }
  }, [map, url, attribution])
  return null
}
