// Every screen of the console and the lazy modules it renders at once (its lazy route modules, and
// lazy parts of its first sight), beside the path it is at. Read by the bundle budget (each screen's
// JavaScript before first render, route-weight.ts) and by the build, which lists each screen's
// chunks for the server to announce in the page that opens it (route-preloads.ts).

export interface FirstScreen {
  /** How the budget and the bench name it. */
  route: string
  /** The path it is at, `:name` standing for one segment. */
  path: string
  /** Query parameters that choose this first sight of the path (a mission's tab). */
  query?: Record<string, string>
  /** Its lazy modules, paths from apps/web. */
  lazy: string[]
}

const pages = (...files: string[]) => files.map((file) => `src/${file}.tsx`)
const mission = 'features/missions/MissionDetailPage'

export const FIRST_SCREENS: FirstScreen[] = [
  { route: '/login', path: '/login', lazy: pages('shell/LoginPage') },
  { route: '/customers', path: '/customers', lazy: pages('features/customers/CustomersIndexPage') },
  {
    route: '/customers?view=table',
    path: '/customers',
    query: { view: 'table' },
    lazy: pages('features/customers/CustomersIndexPage', 'features/customers/components/CustomersTable'),
  },
  {
    route: '/customers/new',
    path: '/customers/new',
    lazy: pages('features/customers/CustomersIndexPage', 'features/customers/components/CustomerFormModal'),
  },
  { route: '/customers/:identity', path: '/customers/:identity', lazy: pages('features/customers/CustomerDetailPage') },
  { route: '/customers/:identity/alignment', path: '/customers/:identity/alignment', lazy: pages('features/customers/AlignmentPage') },
  { route: '/campaigns/:identity', path: '/campaigns/:identity', lazy: pages('features/campaigns/CampaignDetailPage') },
  { route: '/missions/:identity (Groups)', path: '/missions/:identity', lazy: pages(mission, 'features/missions/groups/GroupsTab') },
  { route: '/missions/:identity?tab=pins', path: '/missions/:identity', query: { tab: 'pins' }, lazy: pages(mission, 'features/missions/pins/PinsTab') },
  { route: '/missions/:identity?tab=map', path: '/missions/:identity', query: { tab: 'map' }, lazy: pages(mission, 'features/missions/map/PinsMap') },
  {
    route: '/missions/:identity/reprice',
    path: '/missions/:identity/reprice',
    lazy: pages(mission, 'features/missions/groups/GroupsTab', 'features/missions/reprice/RepriceRoute'),
  },
  { route: '/organizations', path: '/organizations', lazy: pages('features/organizations/OrganizationsListPage') },
  {
    route: '/organizations/:identity',
    path: '/organizations/:identity',
    lazy: pages('features/organizations/OrganizationDetailPage', 'features/organizations/components/OrganizationMap'),
  },
  {
    route: '/organizations/:identity/duplicates',
    path: '/organizations/:identity/duplicates',
    lazy: pages('features/organizations/duplicates/DirectoryHealthPage'),
  },
  { route: '/organization_places/:identity', path: '/organization_places/:identity', lazy: pages('features/organizations/OrganizationPlacePage') },
  { route: '/places/:identity', path: '/places/:identity', lazy: pages('features/organizations/PlacePage') },
  { route: '/coverage', path: '/coverage', lazy: pages('features/coverage/CoverageExportPage') },
  {
    route: '/campaigns/:identity/store-lists/new',
    path: '/campaigns/:identity/store-lists/new',
    lazy: pages('features/store-lists/UploadStoreListPage'),
  },
  { route: '/store-lists/:identity', path: '/store-lists/:identity', lazy: pages('features/store-lists/StoreListReportPage') },
  { route: '/store_match/new', path: '/store_match/new', lazy: pages('features/store-search/StoreMatchPage') },
  { route: '/notifications', path: '/notifications', lazy: pages('features/notifications/NotificationsPage') },
  { route: '/user', path: '/user', lazy: pages('shell/ProfilePage') },
  { route: '/admin/employees', path: '/admin/employees', lazy: pages('shell/AdminRoute', 'features/employees/EmployeesPage') },
  { route: '/admin/audit', path: '/admin/audit', lazy: pages('shell/AdminRoute', 'features/audit/AuditPage') },
]
