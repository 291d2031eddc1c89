/**
 * Store lists (mission deploy templates), spec 001 §3 and §7. The GraphQL types are this module's own
 * (no `extend` of another module's type); its code reads missions and campaigns through their
 * repositories (`findMissions`, `findCampaign`).
 */
export const storeListTypeDefs = /* GraphQL */ `
  type MissionDeployTemplateRowSummary {
    total: Int!
    unprocessed: Int!
    normalizing: Int!
    normalized: Int!
    geocoding: Int!
    geocoded: Int!
    withWiserStoreID: Int!
    withoutWiserStoreID: Int!
    wiserStoreIdMatched: Int!
    nonIdStoreMatched: Int!
    wiserMissionIdMatching: Int!
    wiserMissionIdMatched: Int!
    groupAppending: Int!
    groupAppended: Int!
    pinAddingToMission: Int!
    pinAddedToMission: Int!
    error: Int!
    "Pins this list added to its missions (a row whose store already had a pin there does not count)."
    pinsCreated: Int!
    "Rows whose store already had a pin in the mission (an earlier list, or an earlier row of this one)."
    pinsAlreadyThere: Int!
  }

  type MissionDeployTemplateStatusSummary {
    status: StoreListRowStatus!
    statusDetail: String
    count: Int!
  }

  type MissionDeployTemplateCustomer {
    identity: String!
    name: String!
  }
  type MissionDeployTemplateCampaign {
    identity: String!
    name: String!
    customer: MissionDeployTemplateCustomer!
  }

  type MissionDeployTemplateNormalization {
    provider: String
    createdAt: String
    streetAddress: String
    city: String
    state: String
    postalCode: String
    country: String
  }

  type MissionDeployTemplateGeocoding {
    provider: String
    providerId: String
    score: Float
    latitude: Float
    longitude: Float
  }

  "Where a row's store is: the matched store's place when there is one (a store-id row included), else the row's own geocode."
  type MissionDeployTemplateLocation {
    latitude: Float!
    longitude: Float!
    "The point stands for an area (a ZIP or city centre), not the store."
    approximate: Boolean!
    "Which area an approximate point stands for: POSTAL_CODE or CITY (null when it is the store)."
    precision: LocationPrecision
    "STORE (the matched store's place) or GEOCODE (the row's address)."
    source: String!
  }

  "The matched store, with its verified address."
  type MissionDeployTemplateOrganizationPlace {
    identity: String!
    name: String
    storeNumber: String
    organizationIdentity: String
    organizationName: String
    streetAddress: String
    city: String
    state: String
    postalCode: String
  }

  type MissionDeployTemplateRow {
    rowNumber: Int!
    organizationName: String
    storeNumber: String
    streetAddress: String
    city: String
    state: String
    postalCode: String
    country: String
    groupName: String
    groupCap: Int
    frequencyCap: Int
    pinIsRunning: Boolean!
    wiserMissionId: String
    wiserStoreId: String
    status: StoreListRowStatus!
    statusDetail: String
    matchConfidence: String
    "The evidence the store was matched by: store number, address, same street, similar address or distance."
    matchReason: String
    "The row's store number, when the matched store has another one (the store keeps its own)."
    storeNumberConflict: String
    "The row's store number was recorded on the matched store, which had none."
    storeNumberLearned: Boolean
    addressNormalization: MissionDeployTemplateNormalization
    geocoding: MissionDeployTemplateGeocoding
    location: MissionDeployTemplateLocation
    "The row's pin was already in the mission before this row (so it was not created)."
    pinExisted: Boolean
    organizationPlace: MissionDeployTemplateOrganizationPlace
  }

  type MissionDeployTemplateRowPage {
    total: Int!
    page: Int!
    limit: Int!
    items: [MissionDeployTemplateRow!]!
  }

  type MissionDeployTemplate {
    identity: String!
    name: String!
    status: StoreListStatus!
    createdAt: String!
    processedAt: String
    createdBy: String
    campaign: MissionDeployTemplateCampaign!
    statusSummary: [MissionDeployTemplateStatusSummary!]!
    rowSummary: MissionDeployTemplateRowSummary!
    rows(page: Int = 1, limit: Int = 25, status: StoreListRowStatus, statusDetail: String): MissionDeployTemplateRowPage!
  }

  type MissionDeployTemplatePage {
    total: Int!
    page: Int!
    limit: Int!
    items: [MissionDeployTemplate!]!
  }

  input MissionDeployTemplateRowInput {
    rowNumber: Int
    wiserMissionId: String
    groupName: String
    groupCap: Int
    pinIsRunning: Boolean
    wiserStoreId: String
    organizationName: String
    storeNumber: String
    streetAddress: String
    city: String
    state: String
    postalCode: String
    country: String
    "Ours, beyond the spec's payload: the store's own point, both or neither (latitude -90 to 90, longitude -180 to 180). Used only when it lies in the row's state."
    latitude: Float
    longitude: Float
  }

  "A row of the chosen file, as much of it as the preview needs."
  input StoreListPreviewStoreInput {
    rowNumber: Int!
    organizationName: String
    storeNumber: String
    wiserStoreId: String
    streetAddress: String
    city: String
    state: String
    postalCode: String
    country: String
  }

  type StoreListPreviewOrganization {
    name: String!
    "Rows of the file that name it."
    rows: Int!
    "The existing organization names most like it, most similar first (a typo's likely meaning)."
    closestExisting: [String!]!
  }

  "What Add Stores would do with the file: nothing is written."
  type StoreListPreview {
    newOrganizations: [StoreListPreviewOrganization!]!
    "Rows that would create a store (no known store matches them)."
    newStoreRows: [Int!]!
    "New stores would be placed at their ZIP code's centre, not at the street address (the configured geocoder's precision)."
    newStoresApproximate: Boolean!
    "Of the rows that would create a store, those with no postal code we can place: their store goes at the centre of its city."
    cityCentreRows: [Int!]!
    "Rows that would end in ERROR: no known store matches them and a new store lacks something, grouped by what."
    failingRows: [StoreListPreviewFailure!]!
    "How many rows would match a known store, by the evidence (store number, address, same street, similar address)."
    matchedRows: [StoreListPreviewMatch!]!
  }

  type StoreListPreviewFailure {
    "What a new store lacks, as the row's ERROR would say it (e.g. 'a postal code or a city we can place on the map')."
    missing: String!
    rows: [Int!]!
  }

  type StoreListPreviewMatch {
    reason: String!
    rows: Int!
  }

  input CreateMissionDeployTemplateInput {
    name: String
    campaignIdentity: String
    rows: [MissionDeployTemplateRowInput!]
  }

  extend type Query {
    missionDeployTemplate(identity: String!): MissionDeployTemplate
    "GetCampaignStoreLists: a campaign's store lists, newest first."
    campaignMissionDeployTemplates(identity: String!, page: Int = 1, limit: Int = 10): MissionDeployTemplatePage!
    "The upload page's preview of Add Stores: organizations and stores it would create."
    previewMissionDeployTemplate(stores: [StoreListPreviewStoreInput!]!): StoreListPreview!
  }

  extend type Mutation {
    createMissionDeployTemplate(input: CreateMissionDeployTemplateInput!): MissionDeployTemplate!
  }
`
