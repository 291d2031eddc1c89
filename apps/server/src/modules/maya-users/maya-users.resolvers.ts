import type { IResolvers } from 'mercurius'
import { pageMeta, pageOffset, pageQuerySchema } from '@mc/domain'
import { mayaUserCreateSchema, mayaUserPatchSchema, mayaUserResetPasswordSchema, MAYA_LIST_LIMIT } from '@mc/domain/staff/maya-user.schema'
import type { GraphQLContext } from '../../graphql/graphql-context'
import { withoutNulls } from '../../graphql/page-args'
import { parseInput } from '../../http/validate'
import { listActiveMayaUsers, type MayaUserRow } from './maya-users.repository'
import { createMayaUser, deleteMayaUser, patchMayaUser } from './maya-users.service'

const listQuerySchema = pageQuerySchema({ defaultLimit: MAYA_LIST_LIMIT })

export const mayaUsersResolvers: IResolvers = {
  Query: {
    getMayaUsers: async (_root: unknown, args: { page?: number; limit?: number }, ctx: GraphQLContext) => {
      const query = parseInput(listQuerySchema, withoutNulls(args))
      const { rows, total } = await listActiveMayaUsers(ctx.deps.pool, { limit: query.limit, offset: pageOffset(query) })
      return { data: rows, meta: pageMeta(query, total) }
    },
  },
  Mutation: {
    CreateMayaUsers: async (_root: unknown, args: { input: unknown }, ctx: GraphQLContext) => {
      return createMayaUser(ctx.deps, ctx.user.email, parseInput(mayaUserCreateSchema, args.input))
    },
    patchMayaUsers: async (_root: unknown, args: { id: number; input: Record<string, unknown> }, ctx: GraphQLContext) => {
      const input = withoutNulls(args.input ?? {})
      const patch = parseInput(mayaUserPatchSchema, input)
      const password = 'password' in input ? parseInput(mayaUserResetPasswordSchema, input).password : undefined
      return patchMayaUser(ctx.deps, ctx.user.email, args.id, patch, password)
    },
    DeleteMayaUsers: async (_root: unknown, args: { id: number }, ctx: GraphQLContext) => {
      return deleteMayaUser(ctx.deps, ctx.user.email, args.id)
    },
  },
  MayaUser: {
    createdAt: (row: MayaUserRow) => new Date(row.createdAt).toISOString(),
    apiToken: (row: MayaUserRow & { apiToken?: string }) => row.apiToken ?? null,
  },
}
