import type { WireDate } from '../common/dates'
import type { CapPeriodType } from './mission.enums'
import type { MissionCreateForm, MissionEditForm } from './mission-form.schema'

/**
 * The form is flat; createMission and patchMission nest the mission
 * properties (000 §7). These map between the two so the wire shape is
 * written in one place.
 */
export interface MissionPropertiesInput {
  salesforceOpportunityID?: string | undefined
  basePrice: number
  customerCost: number
  setupFee: number
  capCommitment: number
  isAutovalidated: boolean
  isDynamicPricing: boolean
  isFeatured: boolean
  isAnywhereMission?: boolean
}

export interface MissionPatchInput {
  name: string
  description: string
  startDate: WireDate
  endDate: WireDate
  properties: MissionPropertiesInput
}

export interface MissionCreateInput extends MissionPatchInput {
  campaignIdentity: string
  capPeriodType: CapPeriodType
}

function properties(form: MissionEditForm): MissionPropertiesInput {
  return {
    salesforceOpportunityID: form.salesforceOpportunityID,
    basePrice: form.basePrice,
    customerCost: form.customerCost,
    setupFee: form.setupFee,
    capCommitment: form.capCommitment,
    isAutovalidated: form.isAutovalidated,
    isDynamicPricing: form.isDynamicPricing,
    isFeatured: form.isFeatured,
  }
}

export function toMissionPatchInput(form: MissionEditForm): MissionPatchInput {
  return {
    name: form.name,
    description: form.description,
    startDate: form.startDate,
    endDate: form.endDate,
    properties: properties(form),
  }
}

export function toMissionCreateInput(form: MissionCreateForm, campaignIdentity: string): MissionCreateInput {
  return {
    ...toMissionPatchInput(form),
    campaignIdentity,
    capPeriodType: form.capPeriodType,
    properties: { ...properties(form), isAnywhereMission: form.isAnywhereMission },
  }
}

/** The reverse, so a server can run the nested mutation input through the same form schema. */
export function missionInputToForm(input: {
  name?: unknown
  description?: unknown
  startDate?: unknown
  endDate?: unknown
  capPeriodType?: unknown
  properties?: object | null
}): Record<string, unknown> {
  const { properties: nested, ...top } = input
  return { ...(nested ?? {}), ...top }
}
