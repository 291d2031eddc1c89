// Employees, their credentials, applications and channels, and the embedded provider's
// sign-in accounts (the demo accounts of the README).
import { channels, employeeApplications, employeeChannels, employeeCredentials, employees, staffAccounts } from '../schema'
import { sql } from 'drizzle-orm'
import { queryRows } from '../pg-statement'
import { insertIds, insertMany, type SeedContext } from './context'
import { addDays, at } from './dates'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { FIRST_NAMES, LAST_NAMES } from './data/names'
import { hashPassword } from './passwords'
import { rngFor } from './random'

const APPS = [{ name: 'Mission Control' }, { name: 'Admin Workbench' }, { name: 'Place Curation' }, { name: 'Analytics Manager' }] as const
type AppName = (typeof APPS)[number]['name']

const CHANNELS = ['Operations', 'Sales', 'Customer Success', 'Engineering', 'Data & Analytics', 'Field Support']
const TITLES = [
  'Account Manager',
  'Operations Specialist',
  'Mission Coordinator',
  'Customer Success Manager',
  'Data Analyst',
  'Software Engineer',
  'Field Operations Lead',
  'Sales Director',
  'Place Curator',
  'Product Manager',
]
const OFFICES = ['San Francisco, CA', 'Austin, TX', 'Chicago, IL', 'New York, NY', 'Remote']

interface EmployeeSeed {
  identity: string
  firstName: string
  lastName: string
  title: string
  officeLocation: string | null
  isActive: boolean
  isAdmin: boolean
  emails: string[]
  apps: AppName[]
  channels: string[]
  createdDay: string
}

function employeePlan(ctx: SeedContext): EmployeeSeed[] {
  const rng = rngFor('staff')
  const [admin, ops, outsider] = DEMO_ACCOUNTS
  const name = (full: string) => full.split(' ') as [string, string]
  const demo = (a: (typeof DEMO_ACCOUNTS)[number], title: string, isAdmin: boolean, apps: AppName[], chans: string[]): EmployeeSeed => ({
    identity: a.employeeIdentity,
    firstName: name(a.displayName)[0],
    lastName: name(a.displayName)[1],
    title,
    officeLocation: 'San Francisco, CA',
    isActive: true,
    isAdmin,
    emails: [a.email],
    apps,
    channels: chans,
    createdDay: addDays(ctx.today, -400),
  })
  const out: EmployeeSeed[] = [
    demo(admin, 'Operations Director', true, ['Mission Control', 'Admin Workbench'], ['Operations']),
    demo(ops, 'Operations Specialist', false, ['Mission Control'], ['Operations', 'Field Support']),
    demo(outsider, 'Place Curator', false, ['Place Curation'], ['Data & Analytics']),
  ]
  const seen = new Set<string>()
  while (out.length < 28) {
    const firstName = rng.pick(FIRST_NAMES)
    const lastName = rng.pick(LAST_NAMES)
    const local = `${firstName}.${lastName}`.toLowerCase()
    if (seen.has(local)) continue
    seen.add(local)
    const apps: AppName[] = ['Mission Control']
    if (rng.chance(0.2)) apps.push('Admin Workbench')
    if (rng.chance(0.35)) apps.push('Place Curation')
    if (rng.chance(0.25)) apps.push('Analytics Manager')
    const emails = [`${local}@missioncontrol.test`]
    // Some people still carry the address of the company's former domain.
    if (rng.chance(0.2)) emails.push(`${local}@wiser-legacy.test`)
    out.push({
      identity: ctx.identities.stream('staff').next(),
      firstName,
      lastName,
      title: rng.pick(TITLES),
      officeLocation: rng.chance(0.85) ? rng.pick(OFFICES) : null,
      isActive: rng.chance(0.88),
      isAdmin: rng.chance(0.1),
      emails,
      apps,
      channels: rng.shuffle([...CHANNELS]).slice(0, rng.int(0, 2)),
      createdDay: addDays(ctx.today, -rng.int(20, 1500)),
    })
  }
  return out
}

export async function seedStaff(ctx: SeedContext): Promise<void> {
  const { tx } = ctx
  // The applications themselves are reference data (migration 0002).
  const apps = await queryRows<{ id: number; name: string }>(tx, sql`select id, name from applications`)
  const appId = new Map(apps.map((a) => [a.name as AppName, a.id]))
  for (const a of APPS) if (!appId.has(a.name)) throw new Error(`application "${a.name}" is missing (migration 0002)`)
  const channelIds = await insertIds(
    tx,
    channels,
    CHANNELS.map((name) => ({ identity: ctx.identities.stream('staff').next(), name })),
    channels.name,
  )
  const channelId = new Map(CHANNELS.map((c, i) => [c, channelIds[i]!]))

  const plan = employeePlan(ctx)
  const ids = await insertIds(
    tx,
    employees,
    plan.map((e) => ({
      identity: e.identity,
      firstName: e.firstName,
      lastName: e.lastName,
      title: e.title,
      officeLocation: e.officeLocation,
      isActive: e.isActive,
      isAdmin: e.isAdmin,
      createdAt: at(e.createdDay, 16),
      updatedAt: at(e.createdDay, 16),
    })),
    employees.identity,
  )
  await insertMany(
    tx,
    employeeCredentials,
    plan.flatMap((e, i) =>
      e.emails.map((email, k) => ({
        employeeId: ids[i]!,
        email,
        isPrimary: k === 0,
        isActive: e.isActive,
        createdAt: at(e.createdDay, 16),
      })),
    ),
  )
  await insertMany(
    tx,
    employeeApplications,
    plan.flatMap((e, i) =>
      e.apps.map((a) => ({
        employeeId: ids[i]!,
        applicationId: appId.get(a)!,
      })),
    ),
  )
  await insertMany(
    tx,
    employeeChannels,
    plan.flatMap((e, i) =>
      e.channels.map((c) => ({
        employeeId: ids[i]!,
        channelId: channelId.get(c)!,
      })),
    ),
  )

  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)))
  await insertMany(
    tx,
    staffAccounts,
    DEMO_ACCOUNTS.map((a, i) => ({
      email: a.email,
      passwordHash: hashes[i]!,
      displayName: a.displayName,
      employeeId: ids[plan.findIndex((e) => e.identity === a.employeeIdentity)]!,
    })),
  )
}
