// Fixed, well-known identities of the demo data, for tests, docs and the README.
// Everything else in the seed gets a deterministic pseudo-random identity.

export const DEMO_IDENTITIES = {
  customers: {
    /** Northwind Beverages: owns the scale campaign and the mission-state showcase. */
    northwind: 'CNORTHWIND01',
    /** Sunny Fields Dairy: has custom reporting periods (CUSTOM cap periods). */
    sunnyFields: 'CSUNNYFIELDS',
    /** Crisp Valley Snacks: owns the self-funded campaign. */
    crispValley: 'CCRISPVALLEY',
    /** Aurora Candle Co.: an inactive customer (only finished campaigns). */
    inactive: 'CAURORACANDL',
    /** Copperline Electronics: active, but no analytics users, so no dashboards. */
    noDashboards: 'CCOPPERLINE1',
  },
  campaigns: {
    /** Active; holds the 10,000-pin mission. */
    scale: 'CSCALEDEMO01',
    /** Active; holds one mission per state and per banner. */
    everyday: 'CEVERYDAY001',
    /** Finished; holds the CLOSED mission. */
    finished: 'CFINISHED001',
    /** Active, Sunny Fields; CUSTOM cap-period missions. */
    customCaps: 'CDAIRYFRESH1',
    /** Active and self-funded (no Salesforce opportunity needed). */
    selfFunded: 'CSELFFUNDED1',
  },
  missions: {
    /** "Holiday Endcap Audit <year>": ENABLED, 10,000 pins in 500 deployment groups. */
    scale: 'MSCALE10KPIN',
    enabled: 'MENABLED0001',
    disabled: 'MDISABLED001',
    testing: 'MTESTING0001',
    /** Ended two days ago; its campaign ends later, so Extend is offered. */
    finished: 'MFINISHED001',
    closed: 'MCLOSED00001',
    /** Nothing set up yet: no brief, no form, no groups (every banner shows). */
    created: 'MCREATED0001',
    endsToday: 'MENDSTODAY01',
    endsTomorrow: 'MENDSTMRW001',
    /** CUSTOM cap type with past, current (ends tomorrow) and future cap periods. */
    customCaps: 'MCUSTOMCAP01',
    /** CUSTOM cap type with no cap periods defined. */
    customNoPeriods: 'MCUSTOMNONE1',
    anywhere: 'MANYWHERE001',
    /** PRIVATE eligibility (two swarms). */
    private: 'MPRIVATE0001',
    /** PUBLIC_STATIC eligibility (one swarm). */
    publicStatic: 'MPUBSTATIC01',
    /** A second CLOSED mission in the finished campaign. */
    closedPriceCheck: 'MCLOSEDPRICE',
    /** SIMPLE cap mission of the customer with custom periods. */
    dairyReset: 'MDAIRYRESET1',
    /** The self-funded campaign's mission (no Salesforce opportunity id). */
    selfFunded: 'MSEASALTDIST',
  },
  storeLists: {
    /** PROCESSED, 10,000 rows, every row PIN_ADDED_TO_MISSION (the scale mission's pins). */
    scale: 'SLSCALEDEMO1',
    /** PROCESSED, with some ERROR rows (the enabled mission's pins). */
    everyday: 'SLEVERYDAY01',
  },
  organizations: {
    /** Evergreen Pharmacy: the chain with 2,000 places. */
    bigChain: 'ORGEVERGREEN',
  },
  swarms: {
    testing: 'SWTESTING001',
  },
  bees: {
    /** Active bees with push enabled. */
    pushEnabled: ['b1000001', 'b1000002', 'b1000003', 'b1000004'],
    /** Active bees with push disabled. */
    pushDisabled: ['b1000005', 'b1000006'],
  },
  employees: {
    admin: 'EADMIN000001',
    ops: 'EOPS00000001',
    outsider: 'EOUTSIDER001',
  },
  applications: {
    missionControl: 'APPMSNCONTRL',
    adminWorkbench: 'APPADMINWKBH',
    placeCuration: 'APPPLACECURA',
    analyticsManager: 'APPANALYTMGR',
  },
  responsibilities: {
    /** Mapped to several dashboards; Northwind's analytics users hold it. */
    brandManager: 'RBRANDMANAGR',
  },
} as const

/** Every fixed identity above that uses the 12-character format. */
export function reservedIdentities(): string[] {
  const out: string[] = []
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (/^[A-Z0-9]{12}$/.test(v)) out.push(v)
    } else if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') Object.values(v).forEach(walk)
  }
  walk(DEMO_IDENTITIES)
  return out
}
