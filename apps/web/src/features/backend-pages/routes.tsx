import type { RouteObject } from 'react-router'
import { BACKEND_SCREENS } from './backend-screens'
import { BackendScreenPage } from './BackendScreenPage'

export const backendPageRoutes: RouteObject[] = BACKEND_SCREENS.map((screen) => ({ path: screen.path, element: <BackendScreenPage screen={screen} /> }))
