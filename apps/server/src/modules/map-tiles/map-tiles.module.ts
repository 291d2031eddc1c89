import type { ServerModule } from '../server-module'
import { registerMapTileRoutes } from './map-tiles.routes'

export const mapTilesModule: ServerModule = {
  name: 'map-tiles',
  access: 'staff',
  rootRoutes: (app) => registerMapTileRoutes(app),
}
