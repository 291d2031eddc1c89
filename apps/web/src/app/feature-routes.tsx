import type { RouteObject } from 'react-router'
import { customerRoutes } from '../features/customers/routes'
import { storeListRoutes } from '../features/store-lists/routes'
import { storeSearchRoutes } from '../features/store-search/routes'
import { campaignRoutes, newCampaignRoute } from '../features/campaigns/routes'
import { organizationRoutes } from '../features/organizations/routes'
import { coverageRoutes } from '../features/coverage/routes'
import { backendPageRoutes } from '../features/backend-pages/routes'
import { addMissionRoute, missionRoutes } from '../features/missions/routes'
import { employeeRoutes } from '../features/employees/routes'
import { mayaUserRoutes } from '../features/maya-users/routes'
import { adminLookupRoutes } from '../features/admin-lookups/routes'
import { notificationRoutes } from '../features/notifications/routes'
import { auditRoutes } from '../features/audit/routes'

/** Routes of every feature, mounted inside the signed-in shell. */
export const featureRoutes: RouteObject[] = [
  ...customerRoutes([newCampaignRoute]),
  ...campaignRoutes([addMissionRoute]),
  ...missionRoutes,
  ...organizationRoutes,
  ...coverageRoutes,
  ...backendPageRoutes,
  ...storeListRoutes,
  ...storeSearchRoutes,
  ...notificationRoutes,
]

/** Feature routes nested under /admin, shown beside the admin side menu. */
export const adminFeatureRoutes: RouteObject[] = [...employeeRoutes, ...mayaUserRoutes, ...adminLookupRoutes, ...auditRoutes]
