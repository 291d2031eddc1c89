/**
 * Directory health (admin only): an organization's probable duplicate places and their merge. Its
 * enums (DuplicateConfidence, DuplicateStreetMatch, MergePinKeep) are the domain's: graphql/domain-enums.ts.
 */
export const directoryHealthTypeDefs = /* GraphQL */ `
  type DuplicatePlaceSide {
    "The organization place (store)."
    identity: String!
    placeIdentity: String!
    name: String
    storeNumber: String
    address: String!
    "The coordinates are a ZIP or city centre, not the store."
    locationApproximate: Boolean!
    "Pins at this store: one per mission."
    pinCount: Int!
  }
  type DuplicatePlacePair {
    confidence: DuplicateConfidence!
    first: DuplicatePlaceSide!
    second: DuplicatePlaceSide!
    houseNumber: String!
    samePostalCode: Boolean!
    sameCity: Boolean!
    streetMatch: DuplicateStreetMatch!
    "pg_trgm similarity of the two street keys, 0 to 1."
    streetSimilarity: Float!
    "False when either place has no street cores yet (SAME_CORE could not be checked)."
    streetCoresKnown: Boolean!
    distanceMetres: Float
    "Both points are the stores themselves, not ZIP or city centres."
    distanceExact: Boolean!
    differentStoreNumbers: Boolean!
    "Missions where both places have a pin: a merge must say which pin each keeps."
    sharedMissionCount: Int!
  }
  type DuplicatePlacePairPage {
    total: Int!
    page: Int!
    limit: Int!
    items: [DuplicatePlacePair!]!
  }
  type PlaceMergeConflict {
    missionIdentity: String!
    missionName: String!
    survivorPin: String!
    survivorResponses: Int!
    duplicatePin: String!
    duplicateResponses: Int!
  }
  input MissionPinKeepInput {
    missionIdentity: String!
    keep: MergePinKeep!
  }
  input MergeOrganizationPlacesInput {
    organizationIdentity: String!
    survivorIdentity: String!
    duplicateIdentity: String!
    "For every mission where both places have a pin and keepInMissions says nothing."
    keep: MergePinKeep
    keepInMissions: [MissionPinKeepInput!]
  }
  type OrganizationPlacesMerge {
    survivorIdentity: String!
    removedIdentity: String!
    movedPins: Int!
    removedPins: Int!
    movedResponses: Int!
    storeListRows: Int!
    "The missions whose pins changed (their History records the merge)."
    missions: [String!]!
  }

  extend type Query {
    "Probable duplicate places of an organization, most sure first (admin only)."
    organizationDuplicatePlaces(identity: String!, page: Int, limit: Int): DuplicatePlacePairPage!
    "The missions where both stores have a pin, each needing a choice before a merge (admin only)."
    organizationPlaceMergeConflicts(survivorIdentity: String!, duplicateIdentity: String!): [PlaceMergeConflict!]!
  }
  extend type Mutation {
    "Merges the duplicate store into the survivor in one transaction (admin only)."
    mergeOrganizationPlaces(input: MergeOrganizationPlacesInput!): OrganizationPlacesMerge!
  }
`
