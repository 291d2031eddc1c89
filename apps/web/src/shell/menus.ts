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
    { key: 'home', label: 'Home', to: '/customers' },
    {
      key: 'places',
      label: 'Places',
      children: [
        { key: 'orgs', label: 'Orgs', to: '/organizations' },
        { key: 'places-list', label: 'Places', to: `${backendUrl}/places`, external: true },
        { key: 'org-groups', label: 'Org Groups', to: '/organization_groups' },
        { key: 'staged-stores', label: 'Staged Stores', to: '/stagedStores' },
        { key: 'coverage', label: 'Coverage Tools', to: '/coverage' },
        { key: 'notifications', label: 'Push Notifications', to: '/notifications' },
      ],
    },
    {
      key: 'legacy',
      label: 'Legacy',
      children: [
        { key: 'legacy-stores', label: 'Legacy Stores', to: '/stores' },
        { key: 'legacy-companies', label: 'Legacy Companies', to: '/companies' },
      ],
    },
  ]
}
