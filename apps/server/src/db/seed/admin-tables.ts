// Admin lookup tables: Maya users, responsibilities, analytics dashboards and their
// responsibility mappings, analytics cubes, and each customer's analytics users.
import { createHash } from 'node:crypto'
import { customerAnalyticsUsers, mayaUsers, responsibilities, sisenseCubes, sisenseDashboardResponsibilities, sisenseDashboards } from '../schema'
import { insertIds, insertMany, type SeedContext } from './context'
import type { SeededCustomer } from './customers'
import { addDays, at } from './dates'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { DEMO_IDENTITIES as D } from './demo-identities'
import { FIRST_NAMES, LAST_NAMES } from './data/names'
import { hashPassword } from './passwords'
import { rngFor } from './random'

const ADMIN = DEMO_ACCOUNTS[0].email
const HEX = '0123456789abcdef'
const MAYA_MENUS: Record<number, string[]> = {
  3: ['Queue', 'My History'],
  4: ['Queue', 'My History', 'Team', 'Reports'],
  5: ['Queue', 'My History', 'Team', 'Reports', 'Settings', 'Users'],
}

const RESPONSIBILITIES: [string, string][] = [
  ['Brand Manager', 'Owns the brand P&L and its retail programs'],
  ['Category Manager', 'Manages the category with the retailer'],
  ['Field Sales Director', 'Leads the field sales organization'],
  ['Regional Sales Manager', 'Sales results for one region'],
  ['Shopper Marketing Lead', 'In-store marketing and displays'],
  ['Key Account Manager', 'Relationship with one retailer'],
  ['Insights Analyst', 'Analyses execution and sales data'],
  ['Trade Marketing Manager', 'Trade spend and promotions'],
  ['Executive Sponsor', 'Executive owner of the program'],
  ['Supply Chain Analyst', 'Availability and out-of-stocks'],
  ['Legacy Reporting User', 'Replaced by Insights Analyst'],
]

// name, customer name (null = for every customer), active, deleted, responsibilities it is mapped to
const DASHBOARDS: [string, string | null, boolean, boolean, number[]][] = [
  ['Mission Performance Overview', null, true, false, [0, 2]],
  ['Store Compliance Scorecard', null, true, false, [0, 1, 5]],
  ['Out-of-Stock Heatmap', null, true, false, [1, 6, 9]],
  ['Price Realization by Retailer', null, true, false, [5, 6, 7]],
  ['Display Execution by Region', null, true, false, [2, 3, 4]],
  ['Response Funnel & Moderation', null, true, false, [6]],
  ['Bee Coverage by Metro', null, true, false, [2, 3]],
  ['Executive Summary', null, true, false, [0, 8]],
  ['New Item Distribution Tracker', null, true, false, [1, 6]],
  ['Photo Audit Gallery', null, false, false, [4]],
  ['Legacy KPI Board', null, false, true, [10]],
  ['Northwind – Holiday Execution', 'Northwind Beverages', true, false, [0]],
  ['Northwind – Cooler Compliance', 'Northwind Beverages', true, false, [0, 1]],
  ['Sunny Fields – Period Freshness', 'Sunny Fields Dairy', true, false, [0, 9]],
  ['Blue Harbor – Coffee Aisle', 'Blue Harbor Coffee', true, false, [0, 1]],
]

const CUBES: [string, string, number, boolean][] = [
  ['Mission Responses', 'Every response with mission, pin and moderation outcome', 1, false],
  ['Store Master', 'Organizations, places and stores', 1, false],
  ['Pricing History', 'Pin prices and reprices over time', 1, false],
  ['Bee Activity', 'Bee sign-ups, activity and coverage', 1, false],
  ['Customer Billing', 'Billable responses per customer', 1, false],
  ['Deployment Coverage', 'Coverage export results', 6, false],
  ['Responses Sandbox', 'Test copy of Mission Responses', 6, false],
  ['Legacy KPI', 'Replaced by Mission Responses', 1, true],
]

async function seedMayaUsers(ctx: SeedContext): Promise<void> {
  const rng = rngFor('maya')
  const seen = new Set<string>()
  const people: { first: string; last: string }[] = []
  while (people.length < 30) {
    const p = { first: rng.pick(FIRST_NAMES), last: rng.pick(LAST_NAMES) }
    const key = `${p.first}.${p.last}`
    if (seen.has(key)) continue
    seen.add(key)
    people.push(p)
  }
  const hashes = await Promise.all(people.map(() => hashPassword('maya-demo-password')))
  await insertMany(
    ctx.tx,
    mayaUsers,
    people.map((p, i) => {
      const level = rng.weighted([3, 4, 5], [70, 20, 10])
      const created = at(addDays(ctx.today, -rng.int(10, 900)), 13 + rng.next() * 8)
      const token = rng.chance(0.6) ? rng.string(40, HEX) : null
      return {
        firstName: p.first,
        lastName: p.last,
        email: `${p.first}.${p.last}@maya.example`.toLowerCase(),
        qnsLevel: level,
        passwordHash: hashes[i]!,
        apiTokenHash: token && createHash('sha256').update(token).digest('hex'),
        avatar: null,
        permissions: { validate: true, moderate: level >= 4, manageUsers: level === 5 },
        menuLeft: MAYA_MENUS[level]!,
        isActive: i < 27,
        createdAt: created,
        updatedAt: created,
      }
    }),
  )
}

export async function seedAdminTables(ctx: SeedContext, customers: SeededCustomer[]): Promise<void> {
  const rng = rngFor('admin-tables')
  await seedMayaUsers(ctx)
  const created = at(addDays(ctx.today, -300), 16)
  const respIdentities = RESPONSIBILITIES.map((_, i) => (i === 0 ? D.responsibilities.brandManager : ctx.identities.stream('admin').next()))
  await insertMany(
    ctx.tx,
    responsibilities,
    RESPONSIBILITIES.map(([name, description], i) => {
      const deleted = i === RESPONSIBILITIES.length - 1
      return {
        identity: respIdentities[i]!,
        name,
        description,
        isActive: !deleted,
        isDeleted: deleted,
        createdBy: ADMIN,
        updatedBy: ADMIN,
        deletedBy: deleted ? ADMIN : null,
        createdAt: created,
        updatedAt: created,
        deletedAt: deleted ? at(addDays(ctx.today, -30), 16) : null,
      }
    }),
  )
  const customerId = (name: string | null) => (name ? customers.find((c) => c.name === name)!.id : null)
  const dashIds = await insertIds(
    ctx.tx,
    sisenseDashboards,
    DASHBOARDS.map(([name, cust, active, deleted]) => ({
      name,
      isActive: active,
      isDeleted: deleted,
      createdAt: created,
      url: `https://analytics.missioncontrol.example/app/main#/dashboards/${rng.string(24, HEX)}`,
      customerId: customerId(cust),
    })),
    sisenseDashboards.name,
  )
  await insertMany(
    ctx.tx,
    sisenseDashboardResponsibilities,
    DASHBOARDS.flatMap(([, , active], d) =>
      DASHBOARDS[d]![4].map((r) => ({
        responsibilityIdentity: respIdentities[r]!,
        sisenseDashboardId: dashIds[d]!,
        isActive: active,
        createdBy: ADMIN,
        createdAt: at(addDays(ctx.today, -rng.int(20, 250)), 16),
      })),
    ),
  )
  await insertMany(
    ctx.tx,
    sisenseCubes,
    CUBES.map(([name, description, type, deleted]) => ({
      sisenseId: rng.string(24, HEX),
      name,
      description,
      sisenseCubeTypeId: type,
      isActive: !deleted,
      isDeleted: deleted,
      createdBy: ADMIN,
      updatedBy: ADMIN,
      deletedBy: deleted ? ADMIN : null,
      createdAt: created,
      updatedAt: created,
      deletedAt: deleted ? at(addDays(ctx.today, -60), 16) : null,
    })),
  )
  await insertMany(
    ctx.tx,
    customerAnalyticsUsers,
    customers.flatMap((c) => {
      if (c.noAnalyticsUsers) return []
      return Array.from({ length: c.isCurrent ? rng.int(2, 4) : 1 }, (_, k) => {
        const first = rng.pick(FIRST_NAMES)
        const last = rng.pick(LAST_NAMES)
        return {
          customerId: c.id,
          name: `${first} ${last}`,
          email: `${first}.${last}@${c.domain}`.toLowerCase(),
          // The first user of every customer is its Brand Manager, so each has dashboards to send.
          responsibilityIdentity: k === 0 ? D.responsibilities.brandManager : respIdentities[rng.int(1, 9)]!,
          isActive: c.isCurrent,
        }
      })
    }),
  )
}
