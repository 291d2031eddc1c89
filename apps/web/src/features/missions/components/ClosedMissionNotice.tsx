import { Button, Result } from 'antd'
import { MISSION_CLOSED_MESSAGE } from '@mc/domain'
import { RouteModal, useCloseRouteModal } from '../../../shared/components/RouteModal'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/**
 * What every edit route of a closed mission shows (/edit, /brief, /reprice … typed or pasted into
 * the address bar): the reason, and a way back. The page hides the links; this covers the paths.
 */
export function ClosedMissionNotice({ mission }: { mission: { identity: string; name: string } }) {
  // Rendered by the mission page, not by the route: the way back is the mission page itself.
  const missionPage = pathTo(paths.mission, mission.identity)
  const close = useCloseRouteModal(missionPage)
  return (
    <RouteModal title={mission.name} closeTo={missionPage} footer={<Button onClick={close}>Close</Button>}>
      <Result status="info" title="This mission cannot be changed" subTitle={MISSION_CLOSED_MESSAGE} />
    </RouteModal>
  )
}
