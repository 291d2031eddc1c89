/**
 * The mission itself (000 §3, §7). Deployment groups and pins of a mission are added by the
 * mission-pins module with `extend type Mission`. Campaign and customer are seen from the mission
 * through their own small GraphQL types, so this schema does not name the campaigns module's types.
 */
// Its enums (MissionState, MissionDisplayState, CapPeriodType, EligibilityType, PricingStrategy) come
// from the domain's lists: graphql/domain-enums.ts.
export const missionsTypeDefs = /* GraphQL */ `
  type CapProgress {
    started: Int!
    pending: Int!
    approved: Int!
    refused: Int!
    suppressed: Int!
    abandoned: Int!
    completed: Int! @deprecated(reason: "Use approved.")
    rejected: Int! @deprecated(reason: "Use refused.")
  }

  type CustomerCustomPeriod {
    id: ID!
    name: String!
    startDate: String!
    endDate: String!
  }

  type MissionCapPeriod {
    id: ID!
    name: String!
    startAt: String!
    endAt: String!
    type: CapPeriodType!
    capProgress: CapProgress!
    missionIdentity: String!
    customerCustomPeriod: CustomerCustomPeriod
  }

  type RelevantPeriod {
    name: String!
    startAt: String!
    endAt: String!
    capProgress: CapProgress!
  }

  type MissionProperties {
    eligibilityType: EligibilityType!
    isAnywhereMission: Boolean!
    isAutovalidated: Boolean!
    isDynamicPricing: Boolean!
    isFeatured: Boolean!
    hasSurveyVariants: Boolean!
    hasProcessImages: Boolean!
    basePrice: Float!
    minPrice: Float
    maxPrice: Float
    avgPrice: Float
    capCommitment: Float!
    customerCost: Float!
    setupFee: Float!
    pricingStrategy: PricingStrategy
    miniOSVersion: String
    minAndroidVersion: String
    missionCapsVersion: Int!
    salesforceOpportunityID: String
    frequencyCap: Int!
  }

  type MissionSwarm {
    identity: String!
    name: String!
    size: Int!
    specification: String!
  }

  type MissionCustomerRef {
    identity: String!
    name: String!
    "Whether Multiple Periods (CUSTOM) can be chosen for its missions."
    hasCustomReportingPeriods: Boolean!
  }

  type MissionCampaignRef {
    identity: String!
    name: String!
    startDate: String!
    endDate: String!
    selfFunded: Boolean!
    legacyId: Int!
    customer: MissionCustomerRef!
  }

  type TaskSummary {
    id: ID!
    name: String!
    description: String!
  }
  type MissionSurvey {
    taskSummary: TaskSummary
  }

  type BriefPretty {
    completionTime: [String!]!
    numberOfPhotos: [String!]!
    whereShouldIStart: [String!]!
    purchaseRequirement: [String!]!
    doIHaveToFindSomething: [String!]!
    doIHaveToTalkToAnyone: [String!]!
    requirement: [String!]!
  }

  type MissionAuditEntry {
    id: ID!
    actorEmail: String!
    action: String!
    createdAt: String!
    before: JSON
    after: JSON
  }

  type Mission {
    identity: String!
    legacyIdentity: Int!
    name: String!
    description: String!
    state: MissionState!
    displayState: MissionDisplayState!
    startDate: String!
    endDate: String!
    closesAt: String!
    capPeriodType: CapPeriodType!
    targetCount: Int!
    pinCount: Int!
    deploymentGroupCount: Int!
    storesInAlignmentCount: Int!
    storesInDeploymentCount: Int!
    isActive: Boolean!
    isDeleted: Boolean!
    isEndingSoon: Boolean!
    isFinished: Boolean!
    needsRedeployment: Boolean!
    properties: MissionProperties!
    capPeriod: [MissionCapPeriod!]!
    relevantPeriod: RelevantPeriod
    capProgress: CapProgress!
    swarms: [MissionSwarm!]!
    campaign: MissionCampaignRef!
    requirements: [String!]!
    survey: MissionSurvey!
    briefPretty: BriefPretty
    "Every recorded change of the mission, newest first (the History tab)."
    history(limit: Int = 200): [MissionAuditEntry!]!
  }

  input MissionPropertiesInput {
    salesforceOpportunityID: String
    basePrice: Float
    customerCost: Float
    setupFee: Float
    capCommitment: Float
    isAutovalidated: Boolean
    isDynamicPricing: Boolean
    isFeatured: Boolean
    isAnywhereMission: Boolean
  }

  input CreateMissionInput {
    campaignIdentity: String!
    name: String
    description: String
    startDate: String
    endDate: String
    capPeriodType: CapPeriodType
    properties: MissionPropertiesInput
  }

  input PatchMissionInput {
    name: String
    description: String
    state: MissionState
    capPeriodType: CapPeriodType
    isActive: Boolean
    isDeleted: Boolean
    startDate: String
    endDate: String
    properties: MissionPropertiesInput
  }

  input BriefPrettyInput {
    completionTime: [String]
    numberOfPhotos: [String]
    whereShouldIStart: [String]
    purchaseRequirement: [String]
    doIHaveToFindSomething: [String]
    doIHaveToTalkToAnyone: [String]
    requirement: [String]
  }

  input MissionCapPeriodInput {
    id: ID
    name: String
    startDate: String
    endDate: String
  }

  extend type Query {
    "GetMission, GetMissionDetails, GetMissionBrief and GetMissionProgress select from this field."
    mission(identity: String!): Mission!
    "Missions by identity or by legacy id (numeric text); unknown ids are simply absent, and no list asks for none."
    missions(identities: [String!]): [Mission!]!
    "Active, not deleted, not finished missions, by name (the coverage export's reference picker)."
    activeMissions(limit: Int = 10000): [Mission!]!
    "The forms a mission can link as its survey, by name."
    taskSummaries(first: Int = 10000, offset: Int = 0): [TaskSummary!]!
    "What the Add Mission form needs to know about its campaign."
    missionCampaign(identity: String!): MissionCampaignRef!
  }

  extend type Mutation {
    createMission(input: CreateMissionInput!): Mission!
    patchMission(identity: String!, input: PatchMissionInput!): Mission!
    setBriefPretty(missionIdentity: String!, input: BriefPrettyInput!): BriefPretty!
    setBasePriceAndfrequencyCapForAnywhereMission(identity: String!, basePrice: Float!, frequencyCap: Int!): Mission!
    setTask(missionIdentity: String!, taskIdentity: String!): Mission!
    createMissionCapPeriod(customerName: String, legacyIdentity: Int!, missionCapPeriods: [MissionCapPeriodInput!]!): [MissionCapPeriod!]!
    updateMissionCapPeriod(customerName: String, legacyIdentity: Int!, missionCapPeriods: [MissionCapPeriodInput!]!): [MissionCapPeriod!]!
    deleteMissionCapPeriod(customerName: String, legacyIdentity: Int!, missionCapPeriodId: ID!): [MissionCapPeriod!]!
  }
`
