import type { ServerModule } from './server-module'
import { sessionModule } from './session/session.module'
import { missionsModule } from './missions/missions.module'
import { missionPinsModule } from './mission-pins/mission-pins.module'
import { mapTilesModule } from './map-tiles/map-tiles.module'
import { organizationsModule } from './organizations/organizations.module'
import { coverageModule } from './coverage/coverage.module'
import { storeListsModule } from './store-lists/store-lists.module'
import { storeSearchModule } from './store-search/store-search.module'
import { customersModule } from './customers/customers.module'
import { campaignsModule } from './campaigns/campaigns.module'
import { dashboardsModule } from './dashboards/dashboards.module'
import { employeesModule } from './employees/employees.module'
import { mayaUsersModule } from './maya-users/maya-users.module'
import { lookupTablesModule } from './lookup-tables/lookup-tables.module'
import { dashboardResponsibilitiesModule } from './dashboard-responsibilities/dashboard-responsibilities.module'
import { notificationsModule } from './notifications/notifications.module'
import { directoryHealthModule } from './directory-health/directory-health.module'
import { duplicatesModule } from './duplicates/duplicates.module'
import { jumpToModule } from './jump-to/jump-to.module'
import { liveModule } from './live/live.module'
import { auditModule } from './audit/audit.module'

/** Every feature module the server mounts, in one list. */
export const serverModules: ServerModule[] = [
  sessionModule,
  missionsModule,
  missionPinsModule,
  mapTilesModule,
  organizationsModule,
  coverageModule,
  customersModule,
  campaignsModule,
  dashboardsModule,
  storeListsModule,
  storeSearchModule,
  employeesModule,
  mayaUsersModule,
  lookupTablesModule,
  dashboardResponsibilitiesModule,
  notificationsModule,
  directoryHealthModule,
  duplicatesModule,
  jumpToModule,
  auditModule,
  liveModule,
]
