/** A mission's deployment group with its pin counts and cap progress, as GetDeploymentGroups returns it. */
export interface DeploymentGroup {
  identity: string
  name: string
  missionIdentity: string
  responseGroupCap: number | null
  responseFrequencyCap: number | null
  targetCount: number
  isCapped: boolean
  isAvailable: boolean
  /** The price of the group's pins when they all share one, else null. */
  rewardPoints: number | null
  pins: { total: number; running: number; available: number }
  capProgress: { approved: number; pending: number; started: number; refused: number; suppressed: number; abandoned: number }
}
