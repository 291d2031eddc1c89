import { Alert, Button, Flex } from 'antd'
import { useNavigate } from 'react-router'
import { hasBrief, missionBanners, toWireDate, type Banner, type MissionState } from '@mc/domain'
import type { MissionDetails } from '../api/mission-details'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

const TYPES: Record<Banner['kind'], 'info' | 'warning' | 'error'> = {
  closed: 'error',
  finished: 'warning',
  testing: 'info',
  endingSoon: 'warning',
  capPeriodEndingSoon: 'warning',
  noCapPeriods: 'warning',
  noBrief: 'info',
  noStores: 'warning',
  noForm: 'warning',
}

/** Every banner of the mission page (rules in @mc/domain mission-banners), each with its action. */
export function MissionBanners({ mission }: { mission: MissionDetails }) {
  const navigate = useNavigate()
  const banners = missionBanners(
    {
      mission: {
        state: mission.state as MissionState,
        startDate: mission.startDate,
        endDate: mission.endDate,
        closesAt: mission.closesAt,
        capPeriodType: mission.capPeriodType,
      },
      campaignEndDate: mission.campaign.endDate,
      capPeriods: mission.capPeriod.map((period) => ({ name: period.name, startDate: period.startAt, endDate: period.endAt })),
      hasBrief: hasBrief(mission.briefPretty),
      // An Anywhere Mission runs without stores, so it never asks for a store list.
      hasGroupsOrStores: mission.properties.isAnywhereMission || mission.pinCount > 0 || mission.deploymentGroupCount > 0,
      hasForm: mission.survey.taskSummary !== null,
    },
    toWireDate(new Date()),
  )
  const actionTarget: Record<NonNullable<Banner['action']>, string> = {
    Extend: pathTo(paths.extendMission, mission.identity),
    'Upload Store List': pathTo(paths.newStoreList, mission.campaign.identity),
    'Link Form': pathTo(paths.editLinkForm, mission.identity),
  }
  if (banners.length === 0) return null
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {banners.map((banner) => (
        <Alert
          key={banner.kind}
          type={TYPES[banner.kind]}
          showIcon
          title={banner.text}
          action={
            banner.action && (
              <Button size="small" onClick={() => navigate(actionTarget[banner.action!])}>
                {banner.action}
              </Button>
            )
          }
        />
      ))}
    </Flex>
  )
}
