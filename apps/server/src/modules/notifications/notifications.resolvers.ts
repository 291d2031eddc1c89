import DataLoader from 'dataloader'
import type { IResolvers } from 'mercurius'
import { DEFAULT_TABLE_PAGE_SIZE, pageMeta, pageOffset, pageQuerySchema } from '@mc/domain'
import { beeIdsSchema, notificationSchema } from '@mc/domain/staff/notification.schema'
import { loader, type GraphQLContext } from '../../graphql/graphql-context'
import { parseInput } from '../../http/validate'
import { badRequest, validationError } from '../../http/errors'
import { deliveredBeeIds, listNotifications, type NotificationRow } from './notifications.repository'
import { sendNotification } from './notifications.service'

const listQuerySchema = pageQuerySchema({ defaultLimit: DEFAULT_TABLE_PAGE_SIZE })
const DELIVERED_IDS_SHOWN = 100

function parseBeeIds(beeIds: unknown): string[] {
  const result = beeIdsSchema.safeParse(beeIds)
  if (result.success) return result.data
  // Field paths name the list ('beeIds.3'), so the client can point at the bad line.
  const error = validationError(result.error)
  const fields = Object.fromEntries(Object.entries(error.fields ?? {}).map(([key, value]) => [key === '_' ? 'beeIds' : `beeIds.${key}`, value]))
  throw badRequest(error.message, fields)
}

const dateText = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString())

export const notificationsResolvers: IResolvers = {
  Query: {
    pushNotifications: async (_root: unknown, args: { page?: number | null; limit?: number | null }, ctx: GraphQLContext) => {
      const query = parseInput(listQuerySchema, { page: args.page ?? undefined, limit: args.limit ?? undefined })
      const { rows, total } = await listNotifications(ctx.deps.pool, { limit: query.limit, offset: pageOffset(query) })
      return { data: rows, meta: pageMeta(query, total) }
    },
  },
  Mutation: {
    sendNotificationToAllBees: async (_root: unknown, args: { notification: unknown }, ctx: GraphQLContext) =>
      sendNotification(ctx.deps, ctx.user.email, parseInput(notificationSchema, args.notification), null),
    sendNotificationToBees: async (_root: unknown, args: { beeIds: unknown; notification: unknown }, ctx: GraphQLContext) => {
      const message = parseInput(notificationSchema, args.notification)
      return sendNotification(ctx.deps, ctx.user.email, message, parseBeeIds(args.beeIds))
    },
  },
  PushNotification: {
    createdAt: (row: NotificationRow) => dateText(row.createdAt),
    finishedAt: (row: NotificationRow) => dateText(row.finishedAt),
    deliveredBeeIds: (row: NotificationRow, _args: unknown, ctx: GraphQLContext) =>
      loader(
        ctx,
        'notifications.deliveredBeeIds',
        () =>
          new DataLoader(async (ids: readonly number[]) => {
            const byId = await deliveredBeeIds(ctx.deps.pool, ids, DELIVERED_IDS_SHOWN)
            return ids.map((id) => byId.get(id) ?? [])
          }),
      ).load(Number(row.id)),
  },
}
