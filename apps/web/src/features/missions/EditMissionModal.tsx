import dayjs from 'dayjs'
import { useNavigate } from 'react-router'
import {
  addDays,
  EDIT_DATE_SLACK_DAYS,
  hasStarted,
  missionMessages,
  toMissionPatchInput,
  toWireDate,
  type MissionEditForm,
  type MissionState,
} from '@mc/domain'
import { notify } from '../../shared/feedback/notify'
import { usePatchMission } from './api/patch-mission'
import { MissionFormModal } from './components/MissionFormModal'
import { useOutletMission } from './mission-outlet'
import { queryKeys } from '../../shared/api/query-keys'
import { missionChangedBy } from './api/mission-details'

/** /missions/:identity/edit: the mission form with one day of slack around the campaign dates. */
export function EditMissionModal() {
  const mission = useOutletMission()
  const patch = usePatchMission(mission.identity)
  const navigate = useNavigate()
  const { campaign, properties: p } = mission
  const started = hasStarted({ state: mission.state as MissionState, startDate: mission.startDate }, toWireDate(new Date()))
  const context = {
    campaign,
    customerHasCustomPeriods: campaign.customer.hasCustomReportingPeriods,
    lockedDates: started ? { startDate: mission.startDate, endDate: mission.endDate } : null,
  }
  return (
    <MissionFormModal
      mode="edit"
      context={context}
      initial={{
        name: mission.name,
        salesforceOpportunityID: p.salesforceOpportunityID ?? '',
        description: mission.description,
        dates: [dayjs(mission.startDate), dayjs(mission.endDate)],
        basePrice: p.basePrice,
        customerCost: p.customerCost,
        setupFee: p.setupFee,
        capCommitmentPercent: Math.round(p.capCommitment * 100),
        capPeriodType: mission.capPeriodType,
        isAnywhereMission: p.isAnywhereMission,
        isAutovalidated: p.isAutovalidated,
        isDynamicPricing: p.isDynamicPricing,
        isFeatured: p.isFeatured,
      }}
      dateBounds={{ earliest: addDays(campaign.startDate, -EDIT_DATE_SLACK_DAYS), latest: addDays(campaign.endDate, EDIT_DATE_SLACK_DAYS) }}
      duplicateScope={{ campaign: campaign.identity, except: mission.identity }}
      live={{
        key: `edit:${mission.identity}`,
        changedBy: missionChangedBy(mission.identity, ['details']),
        queryKey: queryKeys.missions.detail(mission.identity),
      }}
      saving={patch.isPending}
      save={(parsed) => patch.mutateAsync(toMissionPatchInput(parsed as MissionEditForm))}
      onSaved={() => {
        notify.success(missionMessages.edited)
        navigate('..', { relative: 'path' })
      }}
    />
  )
}
