import type { ServerModule } from './server-module'
import { sessionModule } from './session/session.module'
import { missionsModule } from './missions/missions.module'
import { mapTilesModule } from './map-tiles/map-tiles.module'
import { organizationsModule } from './organizations/organizations.module'
import { storeListsModule } from './store-lists/store-lists.module'
import { customersModule } from './customers/customers.module'
import { campaignsModule } from './campaigns/campaigns.module'
import { dashboardsModule } from './dashboards/dashboards.module'

/** Every feature module the server mounts, in one list. */
export const serverModules: ServerModule[] = [sessionModule, missionsModule, mapTilesModule, organizationsModule, customersModule, campaignsModule, dashboardsModule, storeListsModule]
