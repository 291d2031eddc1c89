import type { ServerModule } from '../server-module'
import { missionUndoResolvers, missionUndoTypeDefs } from '../missions/mission-undo.graphql'
import { missionPinsTypeDefs } from './mission-pins.graphql'
import { missionPinsResolvers } from './mission-pins.resolvers'

/**
 * Missions part B: deployment groups, pins, bulk pin actions, reprice and the pins map (GraphQL
 * only), and the undo of the mission changes that offer one (missions/mission-undo.*).
 */
export const missionPinsModule: ServerModule = {
  name: 'mission-pins',
  access: 'staff',
  typeDefs: missionPinsTypeDefs + missionUndoTypeDefs,
  resolvers: {
    ...missionPinsResolvers,
    Query: { ...missionPinsResolvers.Query, ...missionUndoResolvers.Query },
    Mutation: { ...missionPinsResolvers.Mutation, ...missionUndoResolvers.Mutation },
  },
}
