import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import { BACKEND_SCREEN_PATHS } from './backend-screen-paths'

export const backendPageRoutes: RouteObject[] = BACKEND_SCREEN_PATHS.map((path) => ({
  path,
  lazy: lazyComponent(() => import('./BackendScreenPage'), 'BackendScreenPage', { path }),
}))
