// Leaflet's stylesheets and default marker images, imported once by every map component.
// Leaflet finds its marker PNGs by sniffing its own CSS path at run time, which breaks once the
// bundler renames the files: pointing the default icon at imported URLs keeps markers visible.
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import iconUrl from 'leaflet/dist/images/marker-icon.png'
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png'
import shadowUrl from 'leaflet/dist/images/marker-shadow.png'

delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl })

export { L }
