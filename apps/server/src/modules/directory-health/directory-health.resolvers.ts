import type { IResolvers } from 'mercurius'
import { duplicatePairsQuerySchema, mergePlacesInputSchema, placePairSchema } from '@mc/domain/organizations/directory-health.schema'
import type { GraphQLContext } from '../../graphql/graphql-context'
import { withoutNulls } from '../../graphql/page-args'
import { parseInput } from '../../http/validate'
import { duplicatePairsPage, mergeConflicts } from './directory-health.service'
import { mergeOrganizationPlaces } from './place-merge.service'

export const directoryHealthResolvers: IResolvers = {
  Query: {
    organizationDuplicatePlaces: async (_root: unknown, args: { identity: unknown; page?: unknown; limit?: unknown }, ctx: GraphQLContext) =>
      duplicatePairsPage(ctx.deps, parseInput(duplicatePairsQuerySchema, withoutNulls(args))),
    organizationPlaceMergeConflicts: async (_root: unknown, args: { survivorIdentity: unknown; duplicateIdentity: unknown }, ctx: GraphQLContext) =>
      mergeConflicts(ctx.deps, parseInput(placePairSchema, args)),
  },
  Mutation: {
    mergeOrganizationPlaces: async (_root: unknown, args: { input: unknown }, ctx: GraphQLContext) =>
      mergeOrganizationPlaces(ctx.deps, ctx.user, parseInput(mergePlacesInputSchema, args.input)),
  },
}
