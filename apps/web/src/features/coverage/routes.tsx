import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import * as paths from '../../shared/routing/paths'

/** Lazy: the report map carries Leaflet. */
export const coverageRoutes: RouteObject[] = [{ path: paths.coverage, lazy: lazyComponent(() => import('./CoverageExportPage'), 'CoverageExportPage') }]
