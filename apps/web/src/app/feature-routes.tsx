import type { RouteObject } from 'react-router'
import { customerRoutes } from '../features/customers/routes'

/** Routes of every feature, mounted inside the signed-in shell. */
export const featureRoutes: RouteObject[] = [...customerRoutes]

/** Feature routes under /admin (relative paths), shown beside the admin side menu. */
export const adminFeatureRoutes: RouteObject[] = []
