import type { Resolvers } from '../../graphql/resolvers.generated'
import { withoutNulls } from '../../graphql/page-args'
import { deleteDeploymentGroup, editGroupCap, editGroupFrequencyCap, getDeploymentGroups } from './groups.service'
import { actionPinBulk, actionPinsMatching, deletePins, deletePinsMatching, getMissionMapBounds, getMissionMapPins, getMissionPins } from './pins.service'
import { getMissionMapCells, getMissionMapCounts } from './map-cells.service'
import { repricePins, validateMissionOrgPlaces } from './reprice.service'

/** A page answer carries the page and limit the query was read with. */
const withPaging = <T extends object>(args: { page?: number | null; limit?: number | null }, page: T) => ({
  page: args.page ?? 1,
  limit: args.limit ?? 10,
  ...page,
})

export const missionPinsResolvers: Resolvers = {
  Query: {
    missionDeploymentGroups: async (_root, args, { deps }) => {
      const { identity, ...rest } = withoutNulls(args)
      return withPaging(args, await getDeploymentGroups(deps, { missionIdentity: identity, ...rest }))
    },
    missionPins: async (_root, args, { deps }) => {
      const { identity, ...rest } = withoutNulls(args)
      return withPaging(args, await getMissionPins(deps, { missionIdentity: identity, ...rest }))
    },
    missionMapPins: (_root, args, { deps }) => getMissionMapPins(deps, args.identity),
    missionMapBounds: (_root, args, { deps }) => getMissionMapBounds(deps, args.identity),
    missionMapCells: (_root, { identity, ...box }, { deps }) => getMissionMapCells(deps, { missionIdentity: identity, ...box }),
    missionMapCounts: (_root, args, { deps }) => getMissionMapCounts(deps, args.identity),
    validateMissionOrgPlaces: (_root, args, { deps }) => validateMissionOrgPlaces(deps, args),
  },
  Mission: {
    deploymentGroups: async (mission, args, { deps }) =>
      withPaging(args, await getDeploymentGroups(deps, { ...withoutNulls(args), missionIdentity: mission.identity })),
    pins: async (mission, args, { deps }) => withPaging(args, await getMissionPins(deps, { ...withoutNulls(args), missionIdentity: mission.identity })),
  },
  Mutation: {
    actionPinBulk: (_root, args, { deps, user }) => actionPinBulk(deps, user, args),
    deletePins: (_root, args, { deps, user }) => deletePins(deps, user, args),
    actionPinsMatching: (_root, args, { deps, user }) => actionPinsMatching(deps, user, { ...args, filter: withoutNulls(args.filter) }),
    deletePinsMatching: (_root, args, { deps, user }) => deletePinsMatching(deps, user, { filter: withoutNulls(args.filter) }),
    repricePins: (_root, args, { deps, user }) => repricePins(deps, user, args),
    editGroupCap: (_root, args, { deps, user }) => editGroupCap(deps, user, args),
    editGroupFrequencyCap: (_root, args, { deps, user }) => editGroupFrequencyCap(deps, user, args),
    deleteDeploymentGroup: (_root, args, { deps, user }) => deleteDeploymentGroup(deps, user, args),
  },
}
