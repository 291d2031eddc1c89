import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'

// Lazy: admin screens are code only admins download.
const responsibilities = lazyComponent(() => import('./ResponsibilitiesPage'), 'ResponsibilitiesPage')
const newResponsibility = lazyComponent(() => import('./components/ResponsibilityFormModal'), 'ResponsibilityFormModal')
const editResponsibility = lazyComponent(() => import('./EditResponsibilityModal'), 'EditResponsibilityModal')
const mappings = lazyComponent(() => import('./MappingsPage'), 'MappingsPage')
const newMapping = lazyComponent(() => import('./components/NewMappingModal'), 'NewMappingModal')
const editMapping = lazyComponent(() => import('./MappingEditPage'), 'MappingEditPage')
const cubes = lazyComponent(() => import('./CubesPage'), 'CubesPage')

/** Lookup-table admin screens (001 §2), relative to /admin. */
export const adminLookupRoutes: RouteObject[] = [
  {
    path: 'responsibilities',
    lazy: responsibilities,
    children: [
      { path: 'new', lazy: newResponsibility },
      { path: ':identity/edit', lazy: editResponsibility },
    ],
  },
  { path: 'sisense_dashboard_responsibilities', lazy: mappings, children: [{ path: 'new', lazy: newMapping }] },
  // The edit is a full page, not a modal over the list.
  { path: 'sisense_dashboard_responsibilities/:id/edit', lazy: editMapping },
  { path: 'sisense_cubes', lazy: cubes },
]
