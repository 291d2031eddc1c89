/** A pin of a mission with its store, group and cap progress, as missionPins (GetMissionPins) returns it. */
export interface MissionPin {
  identity: string
  rewardPoints: number
  frequencyCap: number
  isRunning: boolean
  isCapped: boolean
  /** Epoch seconds. */
  availableAt: number | null
  isTestPin: boolean
  latitude: number | null
  longitude: number | null
  timezone: string | null
  capProgress: { started: number; pending: number; approved: number }
  deploymentGroup: { identity: string; name: string } | null
  organizationPlace: {
    identity: string
    storeNumber: string | null
    name: string | null
    place: { primaryAddress: { street: string | null; city: string | null; state: string | null; postalCode: string | null } }
    organization: { identity: string; name: string; displayName: string | null }
  }
}
