// A little history: past push notifications with their outbox rows, and audit records
// for the showcase missions (the mission page's History tab).
import { auditLog, notificationDeliveries, notifications } from '../schema'
import { insertIds, insertMany, type SeedContext } from './context'
import type { SeededBees } from './bees'
import { addDays, at } from './dates'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { DEMO_IDENTITIES as D } from './demo-identities'
import { rngFor } from './random'

const [ADMIN, OPS] = [DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[1].email]

export async function seedNotifications(ctx: SeedContext, bees: SeededBees): Promise<void> {
  const rng = rngFor('notifications')
  const reachable = bees.bees.filter((b) => b.isActive && b.pushEnabled)
  const listA = rng.shuffle(bees.bees.filter((b) => b.isActive)).slice(0, 12)
  const listB = rng.shuffle(bees.bees.filter((b) => b.isActive)).slice(0, 40)
  const sends = [
    {
      title: 'Holiday missions are live!',
      body: 'Holiday endcap audits just opened near you. Open the app to see the missions in your area.',
      target: 'ALL' as const,
      list: null,
      to: reachable,
      sentBy: ADMIN,
      day: -5,
    },
    {
      title: 'New pilot mission for you',
      body: 'You have been picked for a short pilot mission this week. Check the app for details.',
      target: 'LIST' as const,
      list: listA,
      to: listA.filter((b) => b.pushEnabled),
      sentBy: OPS,
      day: -3,
    },
    {
      title: 'Finish your started missions',
      body: 'You have missions in progress. Finish and submit them before they expire.',
      target: 'LIST' as const,
      list: listB,
      to: listB.filter((b) => b.pushEnabled),
      sentBy: OPS,
      day: -1,
    },
  ]
  const ids = await insertIds(
    ctx.tx,
    notifications,
    sends.map((s) => {
      const sent = at(addDays(ctx.today, s.day), 15)
      return {
        title: s.title,
        body: s.body,
        target: s.target,
        requestedBeeIds: s.list?.map((b) => b.identity) ?? [],
        beesNotified: s.to.length,
        sentBy: s.sentBy,
        status: 'SENT' as const,
        createdAt: sent,
        finishedAt: new Date(sent.getTime() + 90_000),
      }
    }),
    notifications.title,
  )
  // The outbox holds one row per bee that had push enabled (the others were not sent to).
  await insertMany(
    ctx.tx,
    notificationDeliveries,
    sends.flatMap((s, k) =>
      s.to.map((b) => ({
        notificationId: ids[k]!,
        beeId: b.id,
        outcome: 'SENT' as const,
        createdAt: at(addDays(ctx.today, s.day), 15.02),
      })),
    ),
  )
}

export async function seedAuditLog(ctx: SeedContext): Promise<void> {
  const d = (n: number, h: number) => at(addDays(ctx.today, n), h)
  const mission = (identity: string, action: string, when: Date, actorEmail: string, before: object | null, after: object | null) => ({
    actorEmail,
    entityType: 'mission',
    entityIdentity: identity,
    action,
    before,
    after,
    createdAt: when,
  })
  await insertMany(ctx.tx, auditLog, [
    mission(D.missions.scale, 'createMission', d(-24, 15), ADMIN, null, { state: 'CREATED' }),
    mission(D.missions.scale, 'setTask', d(-23, 16), ADMIN, { taskSummary: null }, { taskSummary: 'Endcap Display Audit v3' }),
    mission(D.missions.scale, 'setBriefPretty', d(-23, 17), OPS, null, { completionTime: ['15 - 25 minutes'] }),
    mission(D.missions.scale, 'patchMission', d(-21, 14), ADMIN, { state: 'CREATED' }, { state: 'ENABLED' }),
    mission(D.missions.enabled, 'actionPinBulk', d(-6, 18), OPS, null, { action: 'PAUSE', count: 4 }),
    mission(D.missions.disabled, 'patchMission', d(-5, 19), OPS, { state: 'ENABLED' }, { state: 'DISABLED' }),
    mission(D.missions.finished, 'patchMission', d(-1, 6), 'system', { state: 'ENABLED' }, { state: 'FINISHED' }),
  ])
}
