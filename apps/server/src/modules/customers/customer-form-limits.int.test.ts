import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { uniqueText, validCampaign, validCustomer } from './customers-test-data'

let server: TestServer
let token: string
let customerIdentity: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
  const created = await server.call('POST', '/api/customers', { token, body: { customer: validCustomer() } })
  customerIdentity = created.body.customer.identity
})
afterAll(async () => server?.close())

interface LimitCase {
  field: string
  label: string
  value: unknown
  ok: boolean
  /** A value made afresh for each request: a Salesforce account given to one customer is refused to the next. */
  fresh?: () => unknown
}

const valueOf = (testCase: LimitCase): unknown => (testCase.fresh ? testCase.fresh() : testCase.value)
const salesforceId = (length: number) => () => uniqueText(length, 'S')

// Every bound of the customer form (000 §5): at, below and above it.
const customerCases: LimitCase[] = [
  { field: 'name', label: 'empty', value: '', ok: false },
  { field: 'name', label: '1 character', value: 'n', ok: true },
  { field: 'name', label: '63 characters', value: uniqueText(63), ok: true },
  { field: 'name', label: '64 characters', value: uniqueText(64), ok: true },
  { field: 'name', label: '65 characters', value: uniqueText(65), ok: false },
  { field: 'description', label: 'empty', value: '', ok: true },
  { field: 'description', label: '253 characters', value: 'd'.repeat(253), ok: true },
  { field: 'description', label: '254 characters', value: 'd'.repeat(254), ok: true },
  { field: 'description', label: '255 characters', value: 'd'.repeat(255), ok: false },
  { field: 'salesforce_customer_id', label: 'empty', value: '', ok: false },
  { field: 'salesforce_customer_id', label: '14 characters', value: 'S'.repeat(14), ok: false },
  { field: 'salesforce_customer_id', label: '15 characters', value: undefined, fresh: salesforceId(15), ok: true },
  { field: 'salesforce_customer_id', label: '16 characters', value: undefined, fresh: salesforceId(16), ok: true },
  { field: 'salesforce_customer_id', label: '17 characters', value: undefined, fresh: salesforceId(17), ok: true },
  { field: 'salesforce_customer_id', label: '18 characters', value: undefined, fresh: salesforceId(18), ok: true },
  { field: 'salesforce_customer_id', label: '19 characters', value: 'S'.repeat(19), ok: false },
]

// Every bound of the campaign form (000 §5).
const campaignCases: LimitCase[] = [
  { field: 'name', label: 'empty', value: '', ok: false },
  { field: 'name', label: '1 character', value: 'n', ok: true },
  { field: 'name', label: '64 characters', value: uniqueText(64), ok: true },
  { field: 'name', label: '65 characters', value: uniqueText(65), ok: false },
  { field: 'description', label: 'missing', value: undefined, ok: false },
  { field: 'description', label: '4 characters', value: 'g'.repeat(4), ok: false },
  { field: 'description', label: '5 characters', value: 'g'.repeat(5), ok: true },
  { field: 'description', label: '6 characters', value: 'g'.repeat(6), ok: true },
  { field: 'description', label: '499 characters', value: 'g'.repeat(499), ok: true },
  { field: 'description', label: '500 characters', value: 'g'.repeat(500), ok: true },
  { field: 'description', label: '501 characters', value: 'g'.repeat(501), ok: false },
  { field: 'start_date', label: 'missing', value: undefined, ok: false },
  { field: 'start_date', label: 'not a date', value: '2026-02-30', ok: false },
  { field: 'end_date', label: 'missing', value: undefined, ok: false },
  { field: 'end_date', label: 'the day before the start', value: '2025-12-31', ok: false },
  { field: 'end_date', label: 'the start day', value: '2026-01-01', ok: true },
  { field: 'self_funded', label: 'true', value: true, ok: true },
  { field: 'self_funded', label: 'not a boolean', value: 'yes', ok: false },
]

function expectOutcome(response: { status: number; body: any }, testCase: LimitCase, okStatus: number) {
  if (testCase.ok) {
    expect(response.status, JSON.stringify(response.body)).toBe(okStatus)
  } else {
    expect(response.status).toBe(400)
    // Exactly the field under test is named, with a message.
    expect(Object.keys(response.body.fields)).toEqual([testCase.field])
    expect(response.body.fields[testCase.field][0]).toMatch(/\w/)
  }
}

describe('customer form limits over REST', () => {
  it.each(customerCases)('POST /customers: $field $label → ok=$ok', async (testCase) => {
    const customer = validCustomer({ [testCase.field]: valueOf(testCase) })
    expectOutcome(await server.call('POST', '/api/customers', { token, body: { customer } }), testCase, 201)
  })
  it.each(customerCases)('PATCH /customers/{id}: $field $label → ok=$ok', async (testCase) => {
    const customer = { [testCase.field]: valueOf(testCase) }
    expectOutcome(await server.call('PATCH', `/api/customers/${customerIdentity}`, { token, body: { customer } }), testCase, 200)
  })
})

describe('campaign form limits over REST', () => {
  it.each(campaignCases)('POST /customers/{id}/campaigns: $field $label → ok=$ok', async (testCase) => {
    const campaign = validCampaign({ [testCase.field]: testCase.value })
    expectOutcome(await server.call('POST', `/api/customers/${customerIdentity}/campaigns`, { token, body: { campaign } }), testCase, 201)
  })
  it.each(campaignCases)('PATCH /campaigns/{id}: $field $label → ok=$ok', async (testCase) => {
    const created = await server.call('POST', `/api/customers/${customerIdentity}/campaigns`, { token, body: { campaign: validCampaign() } })
    const campaign = validCampaign({ [testCase.field]: testCase.value })
    expectOutcome(await server.call('PATCH', `/api/campaigns/${created.body.campaign.identity}`, { token, body: { campaign } }), testCase, 200)
  })
})
