import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import * as paths from '../../shared/routing/paths'

// Lazy: admin screens are code only admins download.
const responsibilities = lazyComponent(() => import('./ResponsibilitiesPage'), 'ResponsibilitiesPage')
const newResponsibility = lazyComponent(() => import('./components/ResponsibilityFormModal'), 'ResponsibilityFormModal')
const editResponsibility = lazyComponent(() => import('./EditResponsibilityModal'), 'EditResponsibilityModal')
const mappings = lazyComponent(() => import('./MappingsPage'), 'MappingsPage')
const newMapping = lazyComponent(() => import('./components/NewMappingModal'), 'NewMappingModal')
const editMapping = lazyComponent(() => import('./MappingEditPage'), 'MappingEditPage')
const cubes = lazyComponent(() => import('./CubesPage'), 'CubesPage')
const lookupTable = lazyComponent(() => import('./LookupTablePage'), 'LookupTablePage')
const newLookupRow = lazyComponent(() => import('./LookupRowModal'), 'NewLookupRowModal')
const editLookupRow = lazyComponent(() => import('./LookupRowModal'), 'EditLookupRowModal')

/** Lookup-table admin screens (001 §2), nested under /admin. */
export const adminLookupRoutes: RouteObject[] = [
  {
    path: paths.responsibilities,
    lazy: responsibilities,
    children: [
      { path: paths.newResponsibility, lazy: newResponsibility },
      { path: paths.editResponsibility, lazy: editResponsibility },
    ],
  },
  { path: paths.dashboardMappings, lazy: mappings, children: [{ path: paths.newDashboardMapping, lazy: newMapping }] },
  // The edit is a full page, not a modal over the list.
  { path: paths.editDashboardMapping, lazy: editMapping },
  { path: paths.analyticsCubes, lazy: cubes },
  // Every other declared lookup table with a screen; the paths above, being static, come first.
  {
    path: paths.adminLookupTable,
    lazy: lookupTable,
    children: [
      { path: paths.newAdminLookupRow, lazy: newLookupRow },
      { path: paths.editAdminLookupRow, lazy: editLookupRow },
    ],
  },
]
