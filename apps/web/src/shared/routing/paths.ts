/**
 * Every route path of the console, written once: import it as `import * as paths from …/paths`.
 * The routes are these patterns (`{ path: paths.customer, … }`); links and navigation use them
 * too, a path without parameters as it is (`to={paths.customers}`), one with parameters filled in
 * by `pathTo(paths.customer, identity)`, which counts them. So a link cannot point where no route is
 * (app/route-paths.test.ts), and no path is written as a string anywhere else (lint:
 * mc/route-path-registry). Constants and one function: this module is in the entry every screen
 * loads, and there the bundler shortens the constants' names (it could not an object's keys, nor
 * leave out a function per path).
 */

export const home = '/'
/** The router's catch-all (the 404 screen). */
export const anyOther = '*'
export const login = '/login'
export const callback = '/callback'
export const user = '/user'
export const crashTest = '/__test__/crash'

export const customers = '/customers'
export const newCustomer = '/customers/new'
export const customer = '/customers/:identity'
export const editCustomer = '/customers/:identity/edit'
export const customerAlignment = '/customers/:identity/alignment'
/** Over the customer page: `:identity` is the customer's. */
export const newCampaign = '/customers/:identity/campaigns/new'

export const campaign = '/campaigns/:identity'
export const editCampaign = '/campaigns/:identity/edit'
/** Over the campaign page: `:identity` is the campaign's. */
export const newMission = '/campaigns/:identity/missions/new'
export const campaignStoreLists = '/campaigns/:identity/store-lists'
export const newStoreList = '/campaigns/:identity/store-lists/new'
export const storeList = '/store-lists/:identity'

export const mission = '/missions/:identity'
export const editMission = '/missions/:identity/edit'
export const editAnywhereMission = '/missions/:identity/anywhere_mission/edit'
export const missionBrief = '/missions/:identity/brief'
export const editLinkForm = '/missions/:identity/form/edit'
export const capPeriods = '/missions/:identity/cap_periods'
export const reprice = '/missions/:identity/reprice'
export const extendMission = '/missions/:identity/extend'
/** The old mission path, still accepted (it redirects to `mission`). */
export const oldMission = '/customers/:customerIdentity/campaigns/:campaignIdentity/missions/:identity'

export const organizations = '/organizations'
export const newOrganization = '/organizations/new'
export const organization = '/organizations/:identity'
export const editOrganization = '/organizations/:identity/edit'
export const directoryHealth = '/organizations/:identity/duplicates'
export const mergePlaces = '/organizations/:identity/duplicates/merge/:first/:second'
export const organizationPlace = '/organization_places/:identity'
export const editOrganizationPlace = '/organization_places/:identity/edit'
export const place = '/places/:identity'

export const coverage = '/coverage'
export const notifications = '/notifications'
/** Both store search screens take the customer they are for as `?customer=`. */
export const storeMatch = '/store_match/new'
export const storeSelect = '/store_select'

// Screens whose contents live on the product's backend host (features/backend-pages).
export const stagedStores = '/stagedStores'
export const legacyStores = '/stores'
export const legacyCompanies = '/companies'
export const organizationGroups = '/organization_groups'
export const fileUploads = '/file_uploads'

export const admin = '/admin'
export const adminWorkbench = '/admin/index'
/** Where the admin menu's entries not built yet lead. */
export const adminDashboard = '/admin/dashboard'
export const employees = '/admin/employees'
export const newEmployee = '/admin/employees/new'
export const editEmployee = '/admin/employees/:identity/edit'
export const mayaUsers = '/admin/mayaUsers'
export const newMayaUser = '/admin/mayaUsers/new'
export const editMayaUser = '/admin/mayaUsers/:id/edit'
export const resetMayaPassword = '/admin/mayaUsers/:id/reset-password'
export const responsibilities = '/admin/responsibilities'
export const newResponsibility = '/admin/responsibilities/new'
export const editResponsibility = '/admin/responsibilities/:identity/edit'
export const dashboardMappings = '/admin/sisense_dashboard_responsibilities'
export const newDashboardMapping = '/admin/sisense_dashboard_responsibilities/new'
export const editDashboardMapping = '/admin/sisense_dashboard_responsibilities/:id/edit'
export const analyticsCubes = '/admin/sisense_cubes'
/** The audit log of admin and security events. */
export const audit = '/admin/audit'
/** Any other declared lookup table with a screen (lookupTableResources): its list, create and edit. */
export const adminLookupTable = '/admin/:table'
export const newAdminLookupRow = '/admin/:table/new'
export const editAdminLookupRow = '/admin/:table/:id/edit'

type Id = string | number
/** One value for each `:name` of a pattern, in order. */
type Values<Pattern extends string> = Pattern extends `${string}:${string}/${infer Rest}`
  ? [Id, ...Values<Rest>]
  : Pattern extends `${string}:${string}`
    ? [Id]
    : []

/** The path to a route: its pattern with each `:name` replaced, in order, by a value. */
export function pathTo<Pattern extends string>(pattern: Pattern, ...values: Values<Pattern>): string {
  let next = 0
  return pattern.replace(/:\w+/g, () => String(values[next++]))
}
