/**
 * Deployment groups, pins and their bulk actions (000 §7). Type names carry a prefix where a
 * plain name (CapProgress, OrganizationPlace) may belong to another module's schema. PinAction and
 * the two pin filters are the domain's enums (graphql/domain-enums.ts).
 */
export const missionPinsTypeDefs = /* GraphQL */ `
  type GroupCapProgress {
    approved: Int!
    pending: Int!
    started: Int!
    refused: Int!
    suppressed: Int!
    abandoned: Int!
  }
  type GroupPinTotals {
    total: Int!
    running: Int!
    available: Int!
  }
  type DeploymentGroup {
    identity: String!
    name: String!
    missionIdentity: String!
    responseGroupCap: Int
    responseFrequencyCap: Int
    targetCount: Int!
    isCapped: Boolean!
    isAvailable: Boolean!
    rewardPoints: Int
    pins: GroupPinTotals!
    capProgress: GroupCapProgress!
  }
  type DeploymentGroupPage {
    total: Int!
    page: Int!
    limit: Int!
    items: [DeploymentGroup!]!
  }

  type PinCapProgress {
    started: Int!
    pending: Int!
    approved: Int!
  }
  type PinAddress {
    street: String
    city: String
    state: String
    postalCode: String
  }
  type PinPlace {
    primaryAddress: PinAddress!
  }
  type PinOrganization {
    identity: String!
    name: String!
    displayName: String
  }
  type PinOrganizationPlace {
    identity: String!
    storeNumber: String
    name: String
    place: PinPlace!
    organization: PinOrganization!
  }
  type PinDeploymentGroup {
    identity: String!
    name: String!
  }
  type Pin {
    identity: String!
    rewardPoints: Int!
    frequencyCap: Int!
    isRunning: Boolean!
    isCapped: Boolean!
    "Epoch seconds when a capped pin is available again; null when free or when nothing reopens it."
    availableAt: Float
    isTestPin: Boolean!
    latitude: Float
    longitude: Float
    timezone: String
    capProgress: PinCapProgress!
    deploymentGroup: PinDeploymentGroup
    organizationPlace: PinOrganizationPlace!
  }
  type PinPage {
    "How many pins the filter selects; with a search, at most 1,000 are counted (totalIsLowerBound)."
    total: Int!
    "The search found more pins than it counted: total is 1,000 and the list says 1,000+ (docs/domain/missions.md, Search)."
    totalIsLowerBound: Boolean!
    page: Int!
    limit: Int!
    items: [Pin!]!
  }
  "A pin as the map needs it: light enough for 10,000 at once."
  type MapPin {
    identity: String!
    latitude: Float!
    longitude: Float!
    isCapped: Boolean!
    isRunning: Boolean!
    started: Int!
    title: String!
    "The store is placed at its ZIP's centre, not at its address."
    approximate: Boolean!
    "What an approximate location stands for: POSTAL_CODE (the ZIP's centre) or CITY (the city's centre); null when exact or unknown."
    precision: LocationPrecision
  }

  "How many pins carry each availability label (the map legend's labels)."
  type PinLabelCounts {
    availableNow: Int!
    capped: Int!
    currentlyUnavailable: Int!
    notAvailable: Int!
  }
  "A square of the map's grid (64 screen pixels at the asked zoom) and the pins in it."
  type MapCell {
    column: Int!
    row: Int!
    "The mean position of its pins, where the cell is drawn."
    latitude: Float!
    longitude: Float!
    count: Int!
    "Its pins per availability label; null when asked without labels."
    counts: PinLabelCounts
  }
  "What the map draws for a box: its pins (exact) or, when they are many and the map zoomed out, cells."
  type MapCells {
    exact: Boolean!
    "The mission's located pins in the box."
    pinCount: Int!
    cells: [MapCell!]!
    pins: [MapPin!]!
    "The whole mission's located pins per label (as missionMapCounts), when the answer read every pin's status anyway; else null."
    missionCounts: PinLabelCounts
  }

  "The corners around a mission's located pins (those missionMapPins answers), in degrees."
  type MapBounds {
    south: Float!
    west: Float!
    north: Float!
    east: Float!
  }

  type ValidatedOrgPlaces {
    validOrgPlaceIdentities: [String!]!
  }
  type RepriceResult {
    success: Int!
    total: Int!
    failure: Int!
  }
  type PinBulkResult {
    count: Int!
  }
  type DeletedDeploymentGroup {
    identity: String!
    name: String!
    pinCount: Int!
  }

  input PinActionInput {
    identity: String!
    action: PinAction!
  }
  input RepricePinInput {
    orgPlaceIdentity: String!
    price: Int!
  }
  input MissionPinFilterInput {
    missionIdentity: String!
    state: PinAvailabilityFilter
    isRunning: PinRunningFilter
    deploymentGroupIdentities: [String!]
    "Store number or postal code from its start, street, city or organization name anywhere; case-insensitive, at most 100 characters."
    search: String
  }

  extend type Mission {
    "GetMissionDeploymentGroups, as a field of the mission."
    deploymentGroups(page: Int, limit: Int, isCapped: Boolean, isAvailable: Boolean): DeploymentGroupPage!
    "GetMissionPins, as a field of the mission."
    pins(
      page: Int
      limit: Int
      state: PinAvailabilityFilter
      isRunning: PinRunningFilter
      deploymentGroupIdentities: [String!]
      "As MissionPinFilterInput.search."
      search: String
    ): PinPage!
  }

  extend type Query {
    missionDeploymentGroups(identity: String!, page: Int, limit: Int, isCapped: Boolean, isAvailable: Boolean): DeploymentGroupPage!
    missionPins(
      identity: String!
      page: Int
      limit: Int
      state: PinAvailabilityFilter
      isRunning: PinRunningFilter
      deploymentGroupIdentities: [String!]
      "As MissionPinFilterInput.search."
      search: String
    ): PinPage!
    missionMapPins(identity: String!): [MapPin!]!
    "Where the mission's map opens, answered long before missionMapPins; null when no pin has a location."
    missionMapBounds(identity: String!): MapBounds
    "The mission map's visible box: its pins, or cells when the box holds more than 2,000 (from zoom 15: more than 10,000; docs/domain/missions.md, Map)."
    missionMapCells(
      identity: String!
      south: Float!
      west: Float!
      north: Float!
      east: Float!
      zoom: Int!
      "False: cells with their counts only, without their labels; pins always come with their labels."
      labels: Boolean = true
    ): MapCells!
    "The map legend: the mission's located pins per availability label."
    missionMapCounts(identity: String!): PinLabelCounts!
    validateMissionOrgPlaces(missionIdentity: String!, orgPlaceIdentities: [String!]!): ValidatedOrgPlaces!
  }

  extend type Mutation {
    actionPinBulk(pins: [PinActionInput!]!): PinBulkResult!
    deletePins(identities: [String!]!): PinBulkResult!
    "Select all N matching the filter: the action reaches every non-test pin the filter matches."
    actionPinsMatching(filter: MissionPinFilterInput!, action: PinAction!): PinBulkResult!
    deletePinsMatching(filter: MissionPinFilterInput!): PinBulkResult!
    repricePins(missionIdentity: String!, pins: [RepricePinInput!]!): RepriceResult!
    editGroupCap(missionIdentity: String!, identity: String!, responseGroupCap: Int!): DeploymentGroup!
    editGroupFrequencyCap(missionIdentity: String!, identity: String!, frequencyCap: Int!): DeploymentGroup!
    deleteDeploymentGroup(identity: String!): DeletedDeploymentGroup!
  }
`
