import { Button, Card, Flex, Typography } from 'antd'
import { canChangeState, missionMessages, STATE_BUTTONS, type DisplayState, type MissionState } from '@mc/domain'
import { notify } from '../../../shared/feedback/notify'
import type { MissionDetails } from '../api/mission-details'
import { usePatchMission } from '../api/patch-mission'
import { DisplayStateTag } from './DisplayStateTag'

/** UP / DOWN / TEST MODE send the state change at once; hidden once the mission is finished or closed. */
export function MissionStateCard({ mission }: { mission: MissionDetails }) {
  const patch = usePatchMission(mission.identity)
  const change = async (state: MissionState) => {
    try {
      await patch.mutateAsync({ state })
      notify.success(missionMessages.editedNamed(mission.name))
    } catch (error) {
      notify.error(missionMessages.editFailedNamed(mission.name), error)
    }
  }
  return (
    <Card size="small" title="State">
      <Flex vertical gap={12}>
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary">Current</Typography.Text>
          <DisplayStateTag state={mission.displayState} />
        </Flex>
        {canChangeState(mission.displayState as DisplayState) && (
          <Flex gap={8} wrap>
            {STATE_BUTTONS.map((button) => (
              <Button
                key={button.label}
                type={mission.state === button.state ? 'primary' : 'default'}
                disabled={patch.isPending}
                onClick={() => void change(button.state)}
              >
                {button.label}
              </Button>
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  )
}
