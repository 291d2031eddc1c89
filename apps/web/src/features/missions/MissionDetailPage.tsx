import { Suspense, useDeferredValue } from 'react'
import { RouteModalLink } from '../../shared/components/RouteModalLink'
import { Button, Card, Col, Flex, Row, Skeleton } from 'antd'
import { useOutlet, useParams } from 'react-router'
import { ApiError } from '../../shared/api/http'
import { LoadError } from '../../shared/components/LoadError'
import { PageTitle } from '../../shared/components/PageTitle'
import { LazyNotFoundPage } from '../../shell/lazy-screens'
import { lazyNamed } from '../../shared/routing/lazy-route'
import { missionDetailsQuery, useMissionDetails } from './api/mission-details'
import { CapProgressBar } from './components/CapProgressBar'
import { DisplayStateTag } from './components/DisplayStateTag'
import { MissionBanners } from './components/MissionBanners'
import {
  MissionCapCoverageCard,
  MissionDeploymentCard,
  MissionEligibilityCard,
  MissionIdsCard,
  MissionPricingCard,
  MissionPropertiesCard,
  MissionSurveyCard,
} from './components/MissionInfoCards'
import { MissionStateCard } from './components/MissionStateCard'
import { MissionTabs } from './components/MissionTabs'
import { missionMapBoundsQuery } from './map/api/map-bounds'
import type { RoutePrefetch } from '../../shared/routing/route-data'
import { DEFAULT_MISSION_TAB, MISSION_TAB_CODE } from './components/mission-tab-code'
import * as paths from '../../shared/routing/paths'
import { pathTo } from '../../shared/routing/paths'

// Shown only when a modal route is opened on a closed mission: its Result illustration loads then.
const ClosedMissionNotice = lazyNamed(() => import('./components/ClosedMissionNotice'), 'ClosedMissionNotice')

/** /missions/:identity: cards on the left, banners, progress and tabs on the right; modals render over it. */
export function MissionDetailPage() {
  const { identity = '' } = useParams()
  const query = useMissionDetails(identity)
  // The answer's render is a transition (sliced, the browser paints and handles input between
  // slices), not one long task; a navigation here is a transition already and shows it at once.
  const mission = useDeferredValue(query.data)
  const modal = useOutlet(mission)
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404) return <LazyNotFoundPage />
    return <LoadError title={`Failed to load ${identity}`} error={query.error} onRetry={() => void query.refetch()} />
  }
  if (!mission) return <Skeleton active paragraph={{ rows: 12 }} />
  // Closed missions hide every edit control (000 §2).
  const editable = mission.displayState !== 'CLOSED'
  const period = mission.capPeriodType === 'CUSTOM' ? mission.relevantPeriod : null
  return (
    <>
      <PageTitle
        crumbs={[
          { label: mission.campaign.customer.name, to: pathTo(paths.customer, mission.campaign.customer.identity) },
          { label: mission.campaign.name, to: pathTo(paths.campaign, mission.campaign.identity) },
          { label: mission.name },
        ]}
        title={
          <Flex align="center" gap={12}>
            {mission.name}
            <DisplayStateTag state={mission.displayState} />
          </Flex>
        }
        subtitle={mission.description}
        actions={
          editable && (
            <RouteModalLink to={pathTo(paths.editMission, identity)}>
              <Button type="primary">Edit Mission</Button>
            </RouteModalLink>
          )
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            {editable && <MissionStateCard mission={mission} />}
            <MissionIdsCard mission={mission} />
            <MissionPropertiesCard mission={mission} />
            <MissionSurveyCard mission={mission} editable={editable} />
            <MissionCapCoverageCard mission={mission} editable={editable} />
            <MissionPricingCard mission={mission} editable={editable} />
            <MissionDeploymentCard mission={mission} />
            <MissionEligibilityCard mission={mission} />
          </Flex>
        </Col>
        <Col xs={24} lg={16}>
          <MissionBanners mission={mission} />
          <Card size="small" style={{ marginBottom: 16 }}>
            <CapProgressBar
              title={period ? `Cap Period ${period.name}` : 'Mission Progress'}
              progress={period ? period.capProgress : mission.capProgress}
              target={mission.targetCount}
            />
          </Card>
          <MissionTabs mission={mission} editable={editable} />
        </Col>
      </Row>
      {/* Every modal route edits: on a closed mission each says why instead of opening its form. */}
      {modal &&
        (editable ? (
          modal
        ) : (
          <Suspense fallback={null}>
            <ClosedMissionNotice mission={mission} />
          </Suspense>
        ))}
    </>
  )
}

/**
 * /missions/:identity, while the page's code loads: the mission's details, the open tab's code and,
 * for the Map tab, the corners around its pins (the other tabs' lists depend on
 * filters the tab reads from the URL).
 */
export const prefetchMission: RoutePrefetch = ({ params, request }, client) => {
  const identity = params.identity!
  const tab = new URL(request.url).searchParams.get('tab') ?? DEFAULT_MISSION_TAB
  void MISSION_TAB_CODE[tab]?.().catch(() => undefined)
  void client.prefetchQuery(missionDetailsQuery(identity))
  if (tab === 'map') {
    // The map opens on the corners; it asks for the pins or cells of its view once it knows the
    // view (that answer brings the legend's counts when it read every pin: docs/domain/missions.md, "Map").
    void client.prefetchQuery(missionMapBoundsQuery(identity))
  }
}
