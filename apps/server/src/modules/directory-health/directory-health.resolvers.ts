import { duplicatePairsQuerySchema, mergePlacesInputSchema, placePairSchema } from '@mc/domain/organizations/directory-health.schema'
import type { Resolvers } from '../../graphql/resolvers.generated'
import { withoutNulls } from '../../graphql/page-args'
import { parseInput } from '../../http/validate'
import { duplicatePairsPage, mergeConflicts } from './directory-health.service'
import { mergeOrganizationPlaces } from './place-merge.service'

export const directoryHealthResolvers: Resolvers = {
  Query: {
    organizationDuplicatePlaces: async (_root, args, ctx) => duplicatePairsPage(ctx.deps, parseInput(duplicatePairsQuerySchema, withoutNulls(args))),
    organizationPlaceMergeConflicts: async (_root, args, ctx) => mergeConflicts(ctx.deps, parseInput(placePairSchema, args)),
  },
  Mutation: {
    mergeOrganizationPlaces: async (_root, args, ctx) => mergeOrganizationPlaces(ctx.deps, ctx.user, parseInput(mergePlacesInputSchema, args.input)),
  },
}
