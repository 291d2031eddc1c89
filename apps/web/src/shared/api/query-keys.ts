/**
 * Every TanStack Query key of the console, in one registry: features read with these keys and
 * invalidate with them, so a write in one feature refreshes what another shows. Keys nest: the
 * key of a thing is a prefix of every key about it (`campaigns.detail(id)` covers the campaign
 * page and its store lists), and invalidating a prefix refreshes them all.
 */
export const queryKeys = {
  me: ['me'] as const,
  customers: {
    all: ['customers'] as const,
    list: () => ['customers', 'list'] as const,
    /** GET /customers?search=: the index's search. */
    search: (search: string) => ['customers', 'list', 'search', search] as const,
    /** GetCustomers(current: true): the customer dropdowns. */
    current: () => ['customers', 'list', 'current'] as const,
    detail: (identity: string) => ['customers', identity] as const,
    campaigns: (identity: string) => ['customers', identity, 'campaigns'] as const,
    dashboards: (identity: string) => ['customers', identity, 'dashboards'] as const,
    alignment: (identity: string) => ['customers', identity, 'alignment'] as const,
  },
  campaigns: {
    all: ['campaigns'] as const,
    /** Everything about one campaign: its page, its store lists, the upload page's breadcrumb. */
    detail: (identity: string) => ['campaigns', identity] as const,
    details: (identity: string) => ['campaigns', identity, 'details'] as const,
    /** The missions the campaign page's search finds (GetCampaignMissions). */
    missions: (identity: string, search: string) => ['campaigns', identity, 'missions', search] as const,
    storeLists: (identity: string, page: number, limit: number) => ['campaigns', identity, 'store-lists', page, limit] as const,
    uploadBreadcrumb: (identity: string) => ['campaigns', identity, 'store-list-breadcrumb'] as const,
  },
  missions: {
    all: ['missions'] as const,
    /** The mission page's data (GetMissionDetails) and its history. */
    detail: (identity: string) => ['missions', identity] as const,
    history: (identity: string) => ['missions', identity, 'history'] as const,
    /** The Add Mission form's campaign. */
    campaign: (campaignIdentity: string) => ['mission-campaign', campaignIdentity] as const,
    /** Pins change with pin actions, reprice and group deletes; the map reads them too. */
    pins: (identity: string) => ['mission-pins', identity] as const,
    pinsPage: (identity: string, query: object) => ['mission-pins', identity, 'page', query] as const,
    /** The Map tab: what it draws for a view (GetMissionMapCells), and its legend's counts. */
    mapCells: (identity: string, box: object) => ['mission-pins', identity, 'map', 'cells', box] as const,
    mapCounts: (identity: string) => ['mission-pins', identity, 'map', 'counts'] as const,
    mapBounds: (identity: string) => ['mission-pins', identity, 'map-bounds'] as const,
    groups: (identity: string) => ['mission-groups', identity] as const,
    groupsPage: (identity: string, query: object) => ['mission-groups', identity, query] as const,
    activeList: ['active-missions'] as const,
    taskSummaries: ['task-summaries'] as const,
  },
  storeLists: {
    detail: (identity: string) => ['store-lists', identity] as const,
    report: (identity: string) => ['store-lists', identity, 'report'] as const,
    rows: (identity: string, query: object) => ['store-lists', identity, 'rows', query] as const,
  },
  coverage: {
    reports: ['coverage-reports'] as const,
    report: (identity: string) => ['coverage-reports', identity] as const,
  },
  organizations: {
    list: (params: string) => ['organizations', 'list', params] as const,
    businessTypes: ['organizations', 'business-types'] as const,
    detail: (identity: string) => ['organizations', identity] as const,
    places: (identity: string) => ['organizations', identity, 'places'] as const,
    /** The places the organization page's search finds (its table; the map keeps every place). */
    placesSearch: (identity: string, search: string) => ['organizations', identity, 'places', 'search', search] as const,
    mapCenter: (identity: string) => ['organizations', identity, 'map-center'] as const,
    /** Directory health: the organization's probable duplicate pairs, and what a merge of two would ask. */
    duplicates: (identity: string) => ['organizations', identity, 'duplicates'] as const,
    duplicatesPage: (identity: string, page: number, limit: number) => ['organizations', identity, 'duplicates', page, limit] as const,
    mergeConflicts: (identity: string, first: string, second: string) => ['organizations', identity, 'duplicates', 'conflicts', first, second] as const,
    organizationPlace: (identity: string) => ['organization-places', identity] as const,
    place: (identity: string) => ['places', identity] as const,
  },
  storeSearch: (params: string) => ['store-search', params] as const,
  /** What a form's typed values collide with (GET /duplicates/{kind}s), by the query sent. */
  duplicates: (kind: string, query: string) => ['duplicates', kind, query] as const,
  /** What the jump-to box offers for a text (GET /jump_to). */
  jumpTo: (text: string) => ['jump-to', text] as const,
  employees: {
    all: ['employees'] as const,
    applications: ['employees', 'applications'] as const,
  },
  mayaUsers: { all: ['maya-users'] as const },
  audit: {
    all: ['audit'] as const,
    /** One page of the Audit screen, by its filters. */
    page: (filters: object, page: number, limit: number) => ['audit', filters, page, limit] as const,
  },
  notifications: {
    history: ['push-notifications'] as const,
    page: (page: number, limit: number) => ['push-notifications', page, limit] as const,
  },
  lookups: {
    /** A lookup table of /admin/lookup_tables, by its declared name (lookupTableResources). */
    table: (table: string) => ['lookup', table] as const,
    mappings: ['lookup', 'mappings'] as const,
  },
} as const
