import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'

/** Lazy: the report map carries Leaflet. */
export const coverageRoutes: RouteObject[] = [{ path: '/coverage', lazy: lazyComponent(() => import('./CoverageExportPage'), 'CoverageExportPage') }]
