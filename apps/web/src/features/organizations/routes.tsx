import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../shared/routing/lazy-route'
import { prefetchOnRoute } from '../../shared/routing/route-data'

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
  { path: '/organizations', lazy: list },
  { path: '/organizations/new', lazy: list },
  { path: '/organizations/:identity', lazy: detail, loader: prefetchOrganization },
  { path: '/organizations/:identity/edit', lazy: detail, loader: prefetchOrganization },
  { path: '/organizations/:identity/duplicates', lazy: duplicates, children: [{ path: 'merge/:first/:second', lazy: merge }] },
  { path: '/organization_places/:identity', lazy: store },
  { path: '/organization_places/:identity/edit', lazy: store },
  { path: '/places/:identity', lazy: place },
]
