import { Spin } from 'antd'
import { useParams } from 'react-router'
import { toMissionCreateInput, type MissionCreateForm } from '@mc/domain'
import { LoadError } from '../../shared/components/LoadError'
import { RouteModal } from '../../shared/components/RouteModal'
import { useOpenResult } from '../../shared/components/PageTitle'
import { useCreateMission } from './api/create-mission'
import { useMissionCampaign } from './api/mission-campaign'
import { MissionFormModal } from './components/MissionFormModal'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

/** /campaigns/:identity/missions/new: the mission form; success opens the new mission's page. */
export function AddMissionModal() {
  const { identity = '' } = useParams()
  const campaign = useMissionCampaign(identity)
  const create = useCreateMission()
  const openResult = useOpenResult()
  if (!campaign.data) {
    return (
      <RouteModal title="Add Mission" footer={null} closeTo="../..">
        {campaign.error ? <LoadError title="Failed to load the campaign" error={campaign.error} onRetry={() => void campaign.refetch()} /> : <Spin />}
      </RouteModal>
    )
  }
  const context = { campaign: campaign.data, customerHasCustomPeriods: campaign.data.customer.hasCustomReportingPeriods }
  return (
    <MissionFormModal
      mode="create"
      context={context}
      initial={{}}
      dateBounds={{ earliest: campaign.data.startDate, latest: campaign.data.endDate }}
      duplicateScope={{ campaign: identity }}
      saving={create.isPending}
      save={(parsed) => create.mutateAsync(toMissionCreateInput(parsed as MissionCreateForm, identity))}
      onSaved={(mission) => openResult(pathTo(paths.mission, mission.identity))}
    />
  )
}
