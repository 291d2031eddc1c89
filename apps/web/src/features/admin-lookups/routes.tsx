import type { RouteObject } from 'react-router'

// Lazy: admin screens are code only admins download.
const responsibilities = async () => ({ Component: (await import('./ResponsibilitiesPage')).ResponsibilitiesPage })
const newResponsibility = async () => ({ Component: (await import('./components/ResponsibilityFormModal')).ResponsibilityFormModal })
const editResponsibility = async () => ({ Component: (await import('./EditResponsibilityModal')).EditResponsibilityModal })
const mappings = async () => ({ Component: (await import('./MappingsPage')).MappingsPage })
const newMapping = async () => ({ Component: (await import('./components/NewMappingModal')).NewMappingModal })
const editMapping = async () => ({ Component: (await import('./MappingEditPage')).MappingEditPage })
const cubes = async () => ({ Component: (await import('./CubesPage')).CubesPage })

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
