import type { IResolvers } from 'mercurius'
import type { GraphQLContext } from '../../graphql/graphql-context'
import { withoutNulls } from '../../graphql/page-args'
import { deleteDeploymentGroup, editGroupCap, editGroupFrequencyCap, getDeploymentGroups } from './groups.service'
import { actionPinBulk, actionPinsMatching, deletePins, deletePinsMatching, getMissionMapBounds, getMissionMapPins, getMissionPins } from './pins.service'
import { repricePins, validateMissionOrgPlaces } from './reprice.service'

type Args = Record<string, unknown>
/** The missions module resolves `Mission` from its row; only the identity is needed here. */
type MissionParent = { identity: string }

/** A page answer carries the page and limit the query was read with. */
const withPaging = <T extends object>(args: Args, page: T) => ({
  page: typeof args.page === 'number' ? args.page : 1,
  limit: typeof args.limit === 'number' ? args.limit : 10,
  ...page,
})

export const missionPinsResolvers: IResolvers<unknown, GraphQLContext> = {
  Query: {
    missionDeploymentGroups: async (_root, args: Args, { deps }) => {
      const { identity, ...rest } = withoutNulls(args)
      return withPaging(args, await getDeploymentGroups(deps, { missionIdentity: identity, ...rest }))
    },
    missionPins: async (_root, args: Args, { deps }) => {
      const { identity, ...rest } = withoutNulls(args)
      return withPaging(args, await getMissionPins(deps, { missionIdentity: identity, ...rest }))
    },
    missionMapPins: (_root, args: Args, { deps }) => getMissionMapPins(deps, args.identity),
    missionMapBounds: (_root, args: Args, { deps }) => getMissionMapBounds(deps, args.identity),
    validateMissionOrgPlaces: (_root, args: Args, { deps }) => validateMissionOrgPlaces(deps, args),
  },
  Mission: {
    deploymentGroups: async (mission, args: Args, { deps }) =>
      withPaging(args, await getDeploymentGroups(deps, { ...withoutNulls(args), missionIdentity: (mission as MissionParent).identity })),
    pins: async (mission, args: Args, { deps }) =>
      withPaging(args, await getMissionPins(deps, { ...withoutNulls(args), missionIdentity: (mission as MissionParent).identity })),
  },
  Mutation: {
    actionPinBulk: (_root, args: Args, { deps, user }) => actionPinBulk(deps, user, args),
    deletePins: (_root, args: Args, { deps, user }) => deletePins(deps, user, args),
    actionPinsMatching: (_root, args: Args, { deps, user }) => actionPinsMatching(deps, user, { ...args, filter: withoutNulls((args.filter ?? {}) as Args) }),
    deletePinsMatching: (_root, args: Args, { deps, user }) => deletePinsMatching(deps, user, { filter: withoutNulls((args.filter ?? {}) as Args) }),
    repricePins: (_root, args: Args, { deps, user }) => repricePins(deps, user, args),
    editGroupCap: (_root, args: Args, { deps, user }) => editGroupCap(deps, user, args),
    editGroupFrequencyCap: (_root, args: Args, { deps, user }) => editGroupFrequencyCap(deps, user, args),
    deleteDeploymentGroup: (_root, args: Args, { deps, user }) => deleteDeploymentGroup(deps, user, args),
  },
}
