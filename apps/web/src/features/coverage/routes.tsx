import type { RouteObject } from 'react-router'

/** Lazy: the report map carries Leaflet. */
export const coverageRoutes: RouteObject[] = [
  { path: '/coverage', lazy: async () => ({ Component: (await import('./CoverageExportPage')).CoverageExportPage }) },
]
