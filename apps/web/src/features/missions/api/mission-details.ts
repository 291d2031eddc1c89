import { useQuery } from '@tanstack/react-query'
import type { CapProgress } from '@mc/domain'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'

const PROGRESS = 'approved pending started refused suppressed abandoned'

/** GetMissionDetails: everything the mission page and its modals show, polled every 60 s. */
export const GET_MISSION_DETAILS = /* GraphQL */ `
  query GetMissionDetails($identity: String!) {
    mission(identity: $identity) {
      identity legacyIdentity name description state displayState startDate endDate closesAt capPeriodType targetCount
      pinCount deploymentGroupCount storesInAlignmentCount storesInDeploymentCount isActive isDeleted isEndingSoon isFinished needsRedeployment
      properties {
        eligibilityType isAnywhereMission isAutovalidated isDynamicPricing isFeatured hasSurveyVariants hasProcessImages
        basePrice minPrice maxPrice avgPrice capCommitment customerCost setupFee pricingStrategy miniOSVersion minAndroidVersion
        missionCapsVersion salesforceOpportunityID frequencyCap
      }
      capPeriod { id name startAt endAt type capProgress { ${PROGRESS} } }
      relevantPeriod { name startAt endAt capProgress { ${PROGRESS} } }
      capProgress { ${PROGRESS} }
      swarms { identity name size specification }
      campaign { identity name startDate endDate selfFunded legacyId customer { identity name hasCustomReportingPeriods } }
      survey { taskSummary { id name description } }
      briefPretty { completionTime numberOfPhotos whereShouldIStart purchaseRequirement doIHaveToFindSomething doIHaveToTalkToAnyone requirement }
    }
  }
`

export interface MissionCapPeriod {
  id: string
  name: string
  startAt: string
  endAt: string
  type: string
  capProgress: CapProgress
}

export type MissionBrief = Record<
  'completionTime' | 'numberOfPhotos' | 'whereShouldIStart' | 'purchaseRequirement' | 'doIHaveToFindSomething' | 'doIHaveToTalkToAnyone' | 'requirement',
  string[]
>

/** The GetMissionDetails result: what every tab and modal of the mission page receives. */
export interface MissionDetails {
  identity: string
  legacyIdentity: number
  name: string
  description: string
  state: string
  displayState: string
  startDate: string
  endDate: string
  closesAt: string
  capPeriodType: 'SIMPLE' | 'CUSTOM'
  targetCount: number
  pinCount: number
  deploymentGroupCount: number
  storesInAlignmentCount: number
  storesInDeploymentCount: number
  isActive: boolean
  isDeleted: boolean
  isEndingSoon: boolean
  isFinished: boolean
  needsRedeployment: boolean
  properties: {
    eligibilityType: string
    isAnywhereMission: boolean
    isAutovalidated: boolean
    isDynamicPricing: boolean
    isFeatured: boolean
    hasSurveyVariants: boolean
    hasProcessImages: boolean
    basePrice: number
    minPrice: number | null
    maxPrice: number | null
    avgPrice: number | null
    capCommitment: number
    customerCost: number
    setupFee: number
    pricingStrategy: string | null
    miniOSVersion: string | null
    minAndroidVersion: string | null
    missionCapsVersion: number
    salesforceOpportunityID: string | null
    frequencyCap: number
  }
  capPeriod: MissionCapPeriod[]
  relevantPeriod: { name: string; startAt: string; endAt: string; capProgress: CapProgress } | null
  capProgress: CapProgress
  swarms: { identity: string; name: string; size: number; specification: string }[]
  campaign: {
    identity: string
    name: string
    startDate: string
    endDate: string
    selfFunded: boolean
    legacyId: number
    customer: { identity: string; name: string; hasCustomReportingPeriods: boolean }
  }
  survey: { taskSummary: { id: string; name: string; description: string } | null }
  briefPretty: MissionBrief | null
}

export const missionKey = (identity: string) => ['missions', identity] as const

export function useMissionDetails(identity: string) {
  return useQuery({
    queryKey: missionKey(identity),
    queryFn: async () => (await graphqlRequest<{ mission: MissionDetails }>(GET_MISSION_DETAILS, { identity })).mission,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
