import { lookupTableResources, type LookupTableResource } from '@mc/domain/staff/lookup-tables.resources'
import type { Picker } from './pools'

/**
 * One plausible request per REST write route: the fuzz test mutates it leaf by leaf. Every write
 * route the server registers must have an entry here (the test fails otherwise), so a new route
 * cannot escape the fuzzing; an entry for a route that no longer exists fails it too.
 */
export interface RestSample {
  params?: Record<string, string>
  query?: Record<string, string>
  /** A JSON body; absent means none is sent. */
  body?: unknown
  /** The route takes multipart/form-data (the fuzz sends files and broken forms instead of JSON). */
  multipart?: true
}

export type RestSampleBuilder = (pick: Picker) => RestSample

const customerBody = (pick: Picker) => ({
  name: pick.name('Fuzz Customer'),
  description: 'Made by the fuzz test',
  // A new account each time, so the sample is not refused as a second customer of one account.
  salesforce_customer_id: `001FUZZ${String(pick.int(0, 99_999_999)).padStart(8, '0')}`,
  salesforce_opportunity_url: 'https://example.com/opportunity/1',
  is_current: pick.chance(0.5),
})

const campaignBody = (pick: Picker) => ({
  name: pick.name('Fuzz Campaign'),
  description: 'A goal of the fuzz test',
  start_date: pick.date(pick.int(-5, 5)),
  end_date: pick.date(pick.int(10, 60)),
  self_funded: pick.chance(0.5),
})

// Every writable declared lookup table, its body built from its schema: each text field a name, the rest left to the schema's defaults.
const writableLookups = Object.values(lookupTableResources).filter((resource) => resource.writes)
const lookupBody = (pick: Picker, resource: LookupTableResource) =>
  Object.fromEntries(
    Object.entries(resource.writes!.body.shape).flatMap(([key, field]) =>
      !key.startsWith('is_') && field.safeParse('Fuzz').success ? [[key, pick.name('Fuzz')]] : [],
    ),
  )
const lookupWrite = (pick: Picker) => {
  const resource = pick.one(writableLookups)
  return { resource, wrapper: resource.writes!.wrapper, query: { table: resource.table }, id: pick.one(pick.pools.lookupKeys[resource.table]!) }
}

export const REST_WRITE_SAMPLES: Record<string, RestSampleBuilder> = {
  'POST /api/customers': (pick) => ({ body: { customer: customerBody(pick) } }),
  'PATCH /api/customers/:identity': (pick) => ({
    params: { identity: pick.one(pick.pools.customers) },
    body: { customer: { description: pick.name('Patched'), is_current: true } },
  }),
  'PUT /api/customers/:identity': (pick) => ({
    params: { identity: pick.one(pick.pools.customers) },
    body: { customer: { name: pick.name('Renamed'), salesforce_opportunity_url: '' } },
  }),
  'POST /api/customers/:identity/logo': (pick) => ({ params: { identity: pick.one(pick.pools.customers) }, multipart: true }),
  'POST /api/customers/:identity/campaigns': (pick) => ({ params: { identity: pick.one(pick.pools.customers) }, body: { campaign: campaignBody(pick) } }),
  'PATCH /api/campaigns/:identity': (pick) => ({ params: { identity: pick.one(pick.pools.campaigns) }, body: { campaign: campaignBody(pick) } }),
  'PUT /api/campaigns/:identity': (pick) => ({ params: { identity: pick.one(pick.pools.campaigns) }, body: { campaign: campaignBody(pick) } }),
  'POST /api/customers/:identity/email_dashboard': (pick) => {
    const { customer, dashboard } = pick.one(pick.pools.dashboardsToEmail)
    return { params: { identity: customer }, body: { dashboard_id: dashboard } }
  },
  'POST /api/coverage_reports': (pick) => ({
    body: {
      coverage_report: { missionIdentity: pick.one(pick.pools.missions), radiusMiles: pick.int(1, 20), startDate: pick.date(-60), endDate: pick.date(-1) },
    },
  }),
  'POST /api/admin/sisense_dashboard_responsibilities': (pick) => ({
    body: {
      sisense_dashboard_responsibility: {
        responsibility_identity: pick.one(pick.pools.responsibilities),
        sisense_dashboard_id: pick.one(pick.pools.dashboardIds),
        is_active: true,
      },
    },
  }),
  'PUT /api/admin/sisense_dashboard_responsibilities/:id': (pick) => ({
    params: { id: String(pick.one(pick.pools.mappingIds)) },
    body: {
      sisense_dashboard_responsibility: {
        responsibility_identity: pick.one(pick.pools.responsibilities),
        sisense_dashboard_id: pick.one(pick.pools.dashboardIds),
        is_active: pick.chance(0.5),
      },
    },
  }),
  'DELETE /api/admin/sisense_dashboard_responsibilities/:id': (pick) => ({ params: { id: String(pick.one(pick.pools.mappingIds)) } }),
  'POST /api/admin/lookup_tables': (pick) => {
    const { resource, wrapper, query } = lookupWrite(pick)
    return { query, body: { [wrapper]: lookupBody(pick, resource) } }
  },
  'PATCH /api/admin/lookup_tables/:id': (pick) => {
    const { resource, wrapper, query, id } = lookupWrite(pick)
    const [field] = Object.entries(lookupBody(pick, resource))
    return { params: { id }, query, body: { [wrapper]: Object.fromEntries(field ? [field] : []) } }
  },
  'DELETE /api/admin/lookup_tables/:id': (pick) => {
    const { query, id } = lookupWrite(pick)
    return { params: { id }, query }
  },
  'POST /api/customers/:customerId/campaigns/:campaignId/missions': (pick) => {
    const campaign = pick.one(pick.pools.openCampaigns)
    const startDate = pick.dateBetween(campaign.start > pick.date(0) ? campaign.start : pick.date(0), campaign.end)
    return {
      params: { customerId: campaign.customer, campaignId: campaign.identity },
      body: {
        mission: {
          name: pick.name('Fuzz Mission'),
          description: 'A mission of the fuzz test',
          startDate,
          endDate: pick.dateBetween(startDate, campaign.end),
          capPeriodType: 'SIMPLE',
          properties: { salesforceOpportunityID: '006FUZZ000000000', basePrice: pick.int(0, 500), customerCost: 10, setupFee: 0, capCommitment: 1 },
        },
      },
    }
  },
  'POST /api/organizations.json': (pick) => ({
    body: { organization: { name: pick.name('Fuzz Org'), display_name: 'Fuzz', alternative_names: ['Fz'], business_type: 'Retail', mobee_company: false } },
  }),
  'PUT /api/organizations/:identity.json': (pick) => ({
    params: { identity: pick.one(pick.pools.organizations) },
    body: { organization: { display_name: pick.name('Shown'), alternative_names: [pick.name('Alt')], organization_type_id: 1 } },
  }),
  // Each call signs out a token of its own (the test mints one per call), never the fuzz's own.
  'DELETE /api/logout': () => ({}),
  'POST /api/store_match': (pick) => ({
    body: {
      customer: pick.one(pick.pools.customerNames),
      stores: [
        {
          organizationName: 'Evergreen Pharmacy',
          storeNumber: String(pick.int(1, 2000)),
          streetAddress: '1 Main St',
          city: 'Springfield',
          state: 'IL',
          postalCode: '62701',
          country: 'US',
        },
      ],
    },
  }),
}
