import type { ServerModule } from '../server-module'
import { missionPinsTypeDefs } from './mission-pins.graphql'
import { missionPinsResolvers } from './mission-pins.resolvers'

/** Missions part B: deployment groups, pins, bulk pin actions, reprice and the pins map (GraphQL only). */
export const missionPinsModule: ServerModule = {
  name: 'mission-pins',
  access: 'staff',
  typeDefs: missionPinsTypeDefs,
  resolvers: missionPinsResolvers,
}
