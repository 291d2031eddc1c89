import * as paths from '../routing/paths'

/** The admin side menu's groups (001 §2), by key. */
export type AdminMenuGroup = 'tables' | 'analytics' | 'customer' | 'employee' | 'generic' | 'mission' | 'place' | 'swarm'

/** Where an admin screen with a page of its own sits: its title (the page's heading and its menu entry), menu group and path. */
export interface AdminScreen {
  title: string
  group: AdminMenuGroup
  path: string
}

/**
 * The admin screens with a page of their own (001 §2). Each page's list declaration takes its title
 * from here and the admin menu lists them (shell/admin-menu.ts); a declared lookup table without a
 * page of its own is listed from lookupTableScreens. Zod-free and small: the admin menu carries it.
 */
export const adminScreens = {
  employees: { title: 'Employees', group: 'tables', path: paths.employees },
  mayaUsers: { title: 'Maya Users', group: 'tables', path: paths.mayaUsers },
  dashboardMappings: { title: 'Dashboard/Responsibilities', group: 'analytics', path: paths.dashboardMappings },
  analyticsCubes: { title: 'Analytics Cubes', group: 'analytics', path: paths.analyticsCubes },
  responsibilities: { title: 'Responsibilities', group: 'customer', path: paths.responsibilities },
  // Not in the spec's menu: after the Tables group's entries.
  audit: { title: 'Audit', group: 'tables', path: paths.audit },
} as const satisfies Record<string, AdminScreen>
