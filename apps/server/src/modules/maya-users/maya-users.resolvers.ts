import { pageMeta, pageOffset, pageQuerySchema } from '@mc/domain'
import { mayaUserCreateSchema, mayaUserPatchSchema, mayaUserResetPasswordSchema, MAYA_LIST_LIMIT } from '@mc/domain/staff/maya-user.schema'
import type { Resolvers } from '../../graphql/resolvers.generated'
import { withoutNulls } from '../../graphql/page-args'
import { parseInput } from '../../http/validate'
import { listActiveMayaUsers, type MayaUserRow } from './maya-users.repository'
import { createMayaUser, deleteMayaUser, patchMayaUser } from './maya-users.service'

const listQuerySchema = pageQuerySchema({ defaultLimit: MAYA_LIST_LIMIT })

/** A Maya user as MayaUser resolves it: the row, and the API token once, in the CreateMayaUsers answer. */
export type MayaUserParent = MayaUserRow & { apiToken?: string }

export const mayaUsersResolvers: Resolvers = {
  Query: {
    getMayaUsers: async (_root, args, ctx) => {
      const query = parseInput(listQuerySchema, withoutNulls(args))
      const { rows, total } = await listActiveMayaUsers(ctx.deps.pool, { limit: query.limit, offset: pageOffset(query) })
      return { data: rows, meta: pageMeta(query, total) }
    },
  },
  Mutation: {
    CreateMayaUsers: async (_root, args, ctx) => {
      return createMayaUser(ctx.deps, ctx.user.email, parseInput(mayaUserCreateSchema, args.input))
    },
    patchMayaUsers: async (_root, args, ctx) => {
      const input = withoutNulls(args.input)
      const patch = parseInput(mayaUserPatchSchema, input)
      const password = 'password' in input ? parseInput(mayaUserResetPasswordSchema, input).password : undefined
      return patchMayaUser(ctx.deps, ctx.user.email, args.id, patch, password)
    },
    DeleteMayaUsers: async (_root, args, ctx) => {
      return deleteMayaUser(ctx.deps, ctx.user.email, args.id)
    },
  },
  MayaUser: {
    createdAt: (row) => new Date(row.createdAt).toISOString(),
    apiToken: (row) => row.apiToken ?? null,
  },
}
