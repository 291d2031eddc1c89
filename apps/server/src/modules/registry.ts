import type { ServerModule } from './server-module'
import { sessionModule } from './session/session.module'
import { mapTilesModule } from './map-tiles/map-tiles.module'

/** Every feature module the server mounts, in one list. */
export const serverModules: ServerModule[] = [sessionModule, mapTilesModule]
