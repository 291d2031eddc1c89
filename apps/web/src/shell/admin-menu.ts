import { lookupTableScreens } from '@mc/domain/staff/lookup-tables.screens'
import { adminScreens, type AdminMenuGroup } from '../shared/resource/admin-screens'
import * as paths from '../shared/routing/paths'
import { pathTo } from '../shared/routing/paths'
import type { MenuGroup, MenuLink } from './menus'

// Apart from the left menu (menus.ts), so that only the admin screens' code carries it.

/** The admin side menu of spec 001 §2: its groups and their entries' labels, in order. */
const SPEC_MENU: { key: AdminMenuGroup; label: string; entries: string[] }[] = [
  { key: 'tables', label: 'Tables', entries: ['Employees', 'Maya Users'] },
  {
    key: 'analytics',
    label: 'Analytics',
    entries: ['Dashboard/Responsibilities', 'Analytics Cubes', 'Customers', 'Group Types', 'Roles', 'Dashboards', 'Cube Types', 'Process Log Types'],
  },
  { key: 'customer', label: 'Customer', entries: ['Responsibilities', 'Campaign Property Types', 'Pending Action Types'] },
  { key: 'employee', label: 'Employee', entries: ['Applications', 'Channels'] },
  { key: 'generic', label: 'Generic', entries: ['Data Validation Checks', 'File Content Types', 'Meta Tags', 'Processing Statuses'] },
  { key: 'mission', label: 'Mission', entries: ['Eligibility Types', 'Question References'] },
  {
    key: 'place',
    label: 'Place',
    entries: ['License Types', 'Place Types', 'Provenances', 'Organization Group Types', 'Organization Types', 'Relationship Types'],
  },
  { key: 'swarm', label: 'Swarm', entries: ['Bee Profile Types', 'License Types', 'Provenances'] },
]

/** Every declared admin screen: the pages of their own, and the declared lookup tables drawn at /admin/<table>. */
export const declaredAdminScreens: (MenuLink & { group: string })[] = [
  ...Object.values(adminScreens).map((screen) => ({ key: screen.path, group: screen.group, label: screen.title, to: screen.path })),
  ...Object.entries(lookupTableScreens).map(([table, screen]) => {
    const to = pathTo(paths.adminLookupTable, table)
    return { key: to, group: screen.menu.group, label: screen.menu.label, to }
  }),
]

/**
 * The admin side menu, built from the declarations: each spec entry is the declared screen of that
 * group and label, or a placeholder leading to the admin dashboard; a declared screen the spec does
 * not name comes after its group's entries.
 */
export const adminMenu: MenuGroup[] = SPEC_MENU.map((group) => {
  const declared = declaredAdminScreens.filter((screen) => screen.group === group.key)
  const entries = group.entries.map(
    (label) => declared.find((screen) => screen.label === label) ?? { key: `${group.key}-${label}`, label, to: paths.adminDashboard },
  )
  const others = declared.filter((screen) => !group.entries.includes(screen.label))
  return { key: group.key, label: group.label, children: [...entries, ...others].map(({ key, label, to }) => ({ key, label, to })) }
})
