import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import { BACKEND_SCREENS } from './backend-screens'

export const backendPageRoutes: RouteObject[] = BACKEND_SCREENS.map((screen) => ({
  path: screen.path,
  lazy: lazyComponent(() => import('./BackendScreenPage'), 'BackendScreenPage', { screen }),
}))
