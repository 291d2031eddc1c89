import { addDays, toWireDate } from '@mc/domain'
import { randomBytes } from 'node:crypto'
import type pg from 'pg'

/**
 * 12 uppercase characters, unique per call across the test files running at once: random, not the
 * clock and a per-process counter (two files' processes reached the same millisecond and count and
 * made one deployment group identity twice).
 */
export function uniqueIdentity(prefix: string): string {
  return `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 12)
}

export const today = (): string => toWireDate(new Date())

export interface Fixture {
  customerIdentity: string
  campaignIdentity: string
  campaignStart: string
  campaignEnd: string
}

/** A customer (optionally with a custom reporting period) and a campaign running from 30 days ago to 60 days ahead. */
export async function createCampaignFixture(pool: pg.Pool, options: { selfFunded?: boolean; customPeriods?: boolean } = {}): Promise<Fixture> {
  const customerIdentity = uniqueIdentity('CT')
  const campaignIdentity = uniqueIdentity('KT')
  const campaignStart = addDays(today(), -30)
  const campaignEnd = addDays(today(), 60)
  const { rows } = await pool.query(`insert into customers (identity, name) values ($1, $2) returning id`, [
    customerIdentity,
    `Mission Test ${customerIdentity}`,
  ])
  const customerId = rows[0].id
  if (options.customPeriods) {
    await pool.query(`insert into customer_custom_periods (customer_id, name, start_date, end_date) values ($1, 'P1', $2, $3)`, [
      customerId,
      campaignStart,
      campaignEnd,
    ])
  }
  await pool.query(
    `insert into campaigns (identity, customer_id, name, description, start_date, end_date, self_funded) values ($1, $2, $3, 'A campaign for mission tests', $4, $5, $6)`,
    [campaignIdentity, customerId, `Campaign ${campaignIdentity}`, campaignStart, campaignEnd, options.selfFunded ?? false],
  )
  return { customerIdentity, campaignIdentity, campaignStart, campaignEnd }
}

export const VALID_PROPERTIES = { salesforceOpportunityID: '006ABCDEFGHIJKLMN', basePrice: 500, customerCost: 10, setupFee: 0, capCommitment: 0.6 }

/** A valid create input for the fixture's campaign, starting tomorrow. */
export function missionInput(fixture: Fixture, over: Record<string, unknown> = {}) {
  return {
    campaignIdentity: fixture.campaignIdentity,
    name: `Mission ${uniqueIdentity('N')}`,
    description: 'Check the endcap display',
    startDate: addDays(today(), 1),
    endDate: addDays(today(), 20),
    capPeriodType: 'SIMPLE',
    properties: VALID_PROPERTIES,
    ...over,
  }
}

export const MISSION_FIELDS = `identity legacyIdentity name description state displayState startDate endDate closesAt capPeriodType isEndingSoon isFinished
  properties { basePrice customerCost setupFee capCommitment isAnywhereMission salesforceOpportunityID frequencyCap }
  campaign { identity customer { identity } }`
