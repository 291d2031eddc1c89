import DataLoader from 'dataloader'
import { DEFAULT_TABLE_PAGE_SIZE, pageMeta, pageOffset, pageQuerySchema } from '@mc/domain'
import { beeIdsSchema, notificationSchema } from '@mc/domain/staff/notification.schema'
import { loader } from '../../graphql/graphql-context'
import type { Resolvers } from '../../graphql/resolvers.generated'
import { parseInput } from '../../http/validate'
import { badRequest, validationError } from '../../http/errors'
import { deliveredBeeIds, listNotifications } from './notifications.repository'
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

const dateText = (value: string | Date) => new Date(value).toISOString()

export const notificationsResolvers: Resolvers = {
  Query: {
    pushNotifications: async (_root, args, ctx) => {
      const query = parseInput(listQuerySchema, { page: args.page ?? undefined, limit: args.limit ?? undefined })
      const { rows, total } = await listNotifications(ctx.deps.pool, { limit: query.limit, offset: pageOffset(query) })
      return { data: rows, meta: pageMeta(query, total) }
    },
  },
  Mutation: {
    sendNotificationToAllBees: async (_root, args, ctx) => sendNotification(ctx.deps, ctx.user.email, parseInput(notificationSchema, args.notification), null),
    sendNotificationToBees: async (_root, args, ctx) => {
      const message = parseInput(notificationSchema, args.notification)
      return sendNotification(ctx.deps, ctx.user.email, message, parseBeeIds(args.beeIds))
    },
  },
  PushNotification: {
    createdAt: (row) => dateText(row.createdAt),
    finishedAt: (row) => (row.finishedAt === null ? null : dateText(row.finishedAt)),
    deliveredBeeIds: (row, _args, ctx) =>
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
