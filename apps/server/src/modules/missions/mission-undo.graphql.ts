import type { ServerModule } from '../server-module'
import { findUndoOffer, undoMissionChange } from './mission-undo.service'

/**
 * Undo of a mission change (docs/domain/undo.md): the undoable actions' answers carry an undo id,
 * undoMissionChange takes the change back. Mounted (and resolved) by the mission-pins module, whose
 * answer types it extends.
 */
export const missionUndoTypeDefs = /* GraphQL */ `
  extend type PinBulkResult {
    "Undo id for undoMissionChange, open for UNDO_WINDOW_SECONDS; null when the pins were of more than one mission."
    undoId: ID
  }
  extend type RepriceResult {
    "Undo id for undoMissionChange; null when nothing was repriced."
    undoId: ID
  }
  extend type DeletedDeploymentGroup {
    "Undo id for undoMissionChange."
    undoId: ID
  }

  "An undo still open: the change it takes back, in a short phrase, and until when."
  type UndoOffer {
    undoId: ID!
    summary: String!
    "ISO 8601 time after which the undo is refused."
    expiresAt: String!
  }
  type UndoResult {
    missionIdentity: String!
    "The History action name of the change taken back."
    action: String!
    summary: String!
  }

  extend type Query {
    "The signed-in person's newest undo still open on the mission (after deleteMissionCapPeriod, whose answer is the list of periods)."
    missionUndoOffer(missionIdentity: String!): UndoOffer
  }
  extend type Mutation {
    "Takes back an undoable change (bulk pause, resume or delete of pins, a group or cap period deleted, a reprice) in one transaction; refused after the window, a second time, or when the data changed since."
    undoMissionChange(undoId: ID!): UndoResult!
  }
`

/** Its two root fields, merged into the mission-pins module's resolvers. */
export const missionUndoResolvers = {
  Query: {
    missionUndoOffer: (_root, args, { deps, user }) => findUndoOffer(deps, user, args),
  },
  Mutation: {
    undoMissionChange: (_root, args, { deps, user }) => undoMissionChange(deps, user, args),
  },
} satisfies NonNullable<ServerModule['resolvers']>
