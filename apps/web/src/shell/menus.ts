import * as paths from '../shared/routing/paths'

/** Left menu of spec 001 §2; `external` entries leave the app for the product's backend host. */
export interface MenuLink {
  key: string
  label: string
  to: string
  external?: boolean
}

export interface MenuGroup {
  key: string
  label: string
  children: MenuLink[]
}

export function leftMenu(backendUrl: string): (MenuLink | MenuGroup)[] {
  return [
    { key: 'home', label: 'Home', to: paths.customers },
    {
      key: 'places',
      label: 'Places',
      children: [
        { key: 'orgs', label: 'Orgs', to: paths.organizations },
        { key: 'places-list', label: 'Places', to: `${backendUrl}/places`, external: true },
        { key: 'org-groups', label: 'Org Groups', to: paths.organizationGroups },
        { key: 'staged-stores', label: 'Staged Stores', to: paths.stagedStores },
        { key: 'coverage', label: 'Coverage Tools', to: paths.coverage },
        { key: 'notifications', label: 'Push Notifications', to: paths.notifications },
      ],
    },
    {
      key: 'legacy',
      label: 'Legacy',
      children: [
        { key: 'legacy-stores', label: 'Legacy Stores', to: paths.legacyStores },
        { key: 'legacy-companies', label: 'Legacy Companies', to: paths.legacyCompanies },
      ],
    },
  ]
}
