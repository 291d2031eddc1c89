import { routePathRegistry } from './route-path-registry.ts'
import { testRule } from '../rule-tester.ts'

const error = { messageId: 'stringPath' } as const

testRule('route-path-registry', routePathRegistry, {
  valid: [
    // Paths from the registry, in every place a path goes.
    '<Link to={pathTo(paths.customer, customer.identity)}>{customer.name}</Link>',
    '<Navigate to={paths.customers} replace />',
    '<RouteModalLink to={pathTo(paths.missionBrief, identity)}>Brief</RouteModalLink>',
    '<Route path={paths.customer} element={<CustomerDetailPage />} />',
    'navigate(pathTo(paths.storeList, created.identity))',
    'navigate(target, { replace: true })',
    'const routes = [{ path: paths.customers, lazy: index, children: [{ path: paths.newCustomer, lazy: create }] }]',
    "const crumbs = [{ label: 'All Customers', to: paths.customers }]",
    // A query string after the registry's path, steps up, same-path links, history steps.
    '<Link to={`${pathTo(paths.mission, identity)}?tab=pins`}>Pins</Link>',
    'navigate(`${paths.storeMatch}?customer=${customer}`)',
    "navigate('..', { relative: 'path' })",
    '<RouteModal closeTo="../.." />',
    '<Link to="?page=2">Next</Link>',
    'navigate(-1)',
    // Not route paths: other origins, the API, a skip link, files, non-route objects.
    '<a href="https://example.com/help">Help</a>',
    '<a href={`${backendUrl}/places`}>Places</a>',
    '<a href={`#${MAIN_CONTENT_ID}`}>Skip</a>',
    "<Button href={'/api/store_lists/template.xlsx'}>Template</Button>",
    '<Button href={`/templates/${encodeURIComponent(name)}.xlsx`}>Template</Button>',
    "const TEMPLATE_URL = '/templates/Store List.xlsx'\nconst link = <a href={TEMPLATE_URL}>Template</a>",
    'apiFetch(`/customers/${identity}`)',
    "const screen = { path: 'reports/2024.csv', size: 3 }",
    'window.location.assign(`${backendUrl}/logout`)',
    // Filling a pattern in.
    'const href = pathTo(paths.mergePlaces, organization, first, second)',
  ],
  invalid: [
    { code: '<Link to={`/customers/${customer.identity}`}>{customer.name}</Link>', errors: [error] },
    { code: '<Link to="/">Home</Link>', errors: [error] },
    { code: '<Navigate to="/login" replace />', errors: [error] },
    { code: '<Link to="new">Add</Link>', errors: [error] },
    { code: '<Link to={`${user.id}/edit`}>Edit</Link>', errors: [error] },
    { code: '<RouteModalLink to="brief">Brief</RouteModalLink>', options: [{ attributes: ['to', 'path', 'closeTo'] }], errors: [error] },
    { code: '<RouteModal closeTo={`/missions/${id}`} />', options: [{ attributes: ['to', 'path', 'closeTo'] }], errors: [error] },
    { code: '<Route path="/customers/:identity" element={<CustomerDetailPage />} />', errors: [error] },
    { code: '<a href="/customers">Customers</a>', errors: [error] },
    { code: "navigate('edit')", errors: [error] },
    { code: 'navigate(`/campaigns/${identity}/store-lists`)', errors: [error] },
    { code: 'router.navigate(`/missions/${identity}`)', errors: [error] },
    { code: 'openResult(`/customers/${result.customer.identity}`)', options: [{ functions: ['navigate', 'openResult'] }], errors: [error] },
    { code: "const routes = [{ path: '/customers', lazy: index, children: [{ path: 'new', lazy: create }] }]", errors: [error, error] },
    { code: "const route = { path: '*', element: <NotFound /> }", errors: [error] },
    { code: "const screen = { path: '/stores', title: 'Legacy Stores' }", errors: [error] },
    { code: "const crumbs = [{ label: 'All Customers', to: '/customers' }]", errors: [error] },
    { code: "const crumb = { label: 'Customer', to: c ? `/customers/${c.identity}` : undefined }", errors: [error] },
    { code: "navigate({ pathname: '/store_select', search })", errors: [error] },
    // Through a const of the file.
    { code: "const LIST = '/admin/sisense_dashboard_responsibilities'\nnavigate(LIST)", errors: [error] },
    { code: 'const to = `/organizations/${identity}/duplicates`\nconst link = <Link to={to}>Directory health</Link>', errors: [error] },
    // The browser's own navigation to a page of the console.
    { code: "window.location.assign('/login')", errors: [error] },
    { code: "location.href = '/login'", errors: [error] },
  ],
})
