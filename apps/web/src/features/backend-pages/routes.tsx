import type { RouteObject } from 'react-router'
import { BACKEND_SCREENS } from './backend-screens'

const page = () => import('./BackendScreenPage')

export const backendPageRoutes: RouteObject[] = BACKEND_SCREENS.map((screen) => ({
  path: screen.path,
  lazy: async () => {
    const { BackendScreenPage } = await page()
    return { element: <BackendScreenPage screen={screen} /> }
  },
}))
