/**
 * GetCampaignDetails and GetCampaignAndCustomer (spec 000 §7) both read campaign(identity).
 * The mission and store-list shapes are this module's own small GraphQL types (read by
 * campaign-details.repository.ts), so the campaign page's schema neither extends nor names the
 * missions or store-lists modules' types.
 */
export const campaignTypeDefs = /* GraphQL */ `
  type CampaignCapPeriod {
    name: String!
    startDate: String!
    endDate: String!
  }

  type CampaignMission {
    identity: String!
    legacyIdentity: Int!
    name: String!
    state: MissionState!
    "What the coloured tag shows (dates win over a stale state)."
    displayState: MissionDisplayState!
    startDate: String!
    endDate: String!
    closesAt: String!
    capPeriodType: CapPeriodType!
    capPeriods: [CampaignCapPeriod!]!
    "End of the cap period running today, if any."
    currentCapPeriodEnd: String
    hasCapPeriods: Boolean!
    pinCount: Int!
  }

  type CampaignStoreListRowSummary {
    total: Int!
    unprocessed: Int!
    pinAddedToMission: Int!
    error: Int!
  }

  type CampaignStoreList {
    identity: String!
    name: String!
    status: StoreListStatus!
    createdAt: String!
    rowSummary: CampaignStoreListRowSummary!
  }

  type Campaign {
    identity: String!
    name: String!
    "The goal; the entity calls it description."
    description: String!
    goal: String!
    startDate: String!
    endDate: String!
    selfFunded: Boolean!
    legacyId: Int!
    finished: Boolean!
    activeMissions: Int!
    totalPins: Int!
    customer: Customer!
    "Newest end first. search: the name anywhere or the identity from its start, case-insensitive (at most 100 characters)."
    missions(search: String): [CampaignMission!]!
    "Newest first; the campaign page shows 10."
    missionDeployTemplates(limit: Int = 10): [CampaignStoreList!]!
  }

  extend type Query {
    campaign(identity: String!): Campaign
  }
`
