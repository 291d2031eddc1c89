import { lookupTableScreens } from '@mc/domain/staff/lookup-tables.screens'
import * as paths from '../shared/routing/paths'
import { pathTo } from '../shared/routing/paths'
import type { MenuGroup, MenuLink } from './menus'

// Apart from the left menu (menus.ts), so that only the admin screens' code carries it.

const PLACEHOLDER = paths.adminDashboard
// A declared lookup table with a screen takes its placeholder's place (or comes after them).
const screens = Object.entries(lookupTableScreens).map(([table, screen]) => ({ table, ...screen.menu }))
const placeholders = (group: string, labels: string[]): MenuLink[] => {
  const declared = screens.filter((screen) => screen.group === group)
  const links = labels.map((label) => {
    const screen = declared.find((s) => s.label === label)
    return screen ? { key: screen.table, label, to: pathTo(paths.adminLookupTable, screen.table) } : { key: `${group}-${label}`, label, to: PLACEHOLDER }
  })
  const others = declared.filter((screen) => !labels.includes(screen.label))
  return [...links, ...others.map((screen) => ({ key: screen.table, label: screen.label, to: pathTo(paths.adminLookupTable, screen.table) }))]
}

/** Admin side menu of spec 001 §2; placeholder entries lead to the admin dashboard. */
export const adminMenu: MenuGroup[] = [
  {
    key: 'tables',
    label: 'Tables',
    children: [
      { key: 'employees', label: 'Employees', to: paths.employees },
      { key: 'maya-users', label: 'Maya Users', to: paths.mayaUsers },
    ],
  },
  {
    key: 'analytics',
    label: 'Analytics',
    children: [
      { key: 'dashboard-responsibilities', label: 'Dashboard/Responsibilities', to: paths.dashboardMappings },
      { key: 'cubes', label: 'Analytics Cubes', to: paths.analyticsCubes },
      ...placeholders('analytics', ['Customers', 'Group Types', 'Roles', 'Dashboards', 'Cube Types', 'Process Log Types']),
    ],
  },
  {
    key: 'customer',
    label: 'Customer',
    children: [
      { key: 'responsibilities', label: 'Responsibilities', to: paths.responsibilities },
      ...placeholders('customer', ['Campaign Property Types', 'Pending Action Types']),
    ],
  },
  { key: 'employee', label: 'Employee', children: placeholders('employee', ['Applications', 'Channels']) },
  {
    key: 'generic',
    label: 'Generic',
    children: placeholders('generic', ['Data Validation Checks', 'File Content Types', 'Meta Tags', 'Processing Statuses']),
  },
  { key: 'mission', label: 'Mission', children: placeholders('mission', ['Eligibility Types', 'Question References']) },
  {
    key: 'place',
    label: 'Place',
    children: placeholders('place', ['License Types', 'Place Types', 'Provenances', 'Organization Group Types', 'Organization Types', 'Relationship Types']),
  },
  { key: 'swarm', label: 'Swarm', children: placeholders('swarm', ['Bee Profile Types', 'License Types', 'Provenances']) },
]
