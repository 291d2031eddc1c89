import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import { prefetchOnRoute } from '../../shared/routing/route-data'
import * as paths from '../../shared/routing/paths'

// Every page here is lazy: the detail pages carry Leaflet, and the list is rarely the first screen.
const list = lazyComponent(() => import('./OrganizationsListPage'), 'OrganizationsListPage')
const detail = lazyComponent(() => import('./OrganizationDetailPage'), 'OrganizationDetailPage')
const store = lazyComponent(() => import('./OrganizationPlacePage'), 'OrganizationPlacePage')
const place = lazyComponent(() => import('./PlacePage'), 'PlacePage')
// Directory health: admins only (the page shows the refusal to anyone else).
const duplicates = lazyComponent(() => import('./duplicates/DirectoryHealthPage'), 'DirectoryHealthPage')
const merge = lazyComponent(() => import('./duplicates/MergePlacesModal'), 'MergePlacesModal')

// The organization and its places, fetched while the page's code loads.
const prefetchOrganization = prefetchOnRoute(() => import('./OrganizationDetailPage'), 'prefetchOrganization')

/** spec 001 §2 Organizations and places; /new and /edit show the same pages (creating and editing are disabled). */
export const organizationRoutes: RouteObject[] = [
  { path: paths.organizations, lazy: list },
  { path: paths.newOrganization, lazy: list },
  { path: paths.organization, lazy: detail, loader: prefetchOrganization },
  { path: paths.editOrganization, lazy: detail, loader: prefetchOrganization },
  {
    path: paths.directoryHealth,
    lazy: duplicates,
    children: [{ path: paths.mergePlaces, lazy: merge }],
  },
  { path: paths.organizationPlace, lazy: store },
  { path: paths.editOrganizationPlace, lazy: store },
  { path: paths.place, lazy: place },
]
