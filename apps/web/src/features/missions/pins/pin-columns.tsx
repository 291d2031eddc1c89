import { Flex, Progress, Tag, Tooltip, Typography, type TableColumnsType } from 'antd'
import { percentOf, pinPausedLabel } from '@mc/domain'
import type { MissionPin } from './api/mission-pins'
import { AvailabilityTag } from './AvailabilityTag'

function address(pin: MissionPin): string {
  const { street, city, state, postalCode } = pin.organizationPlace.place.primaryAddress
  return [street, city, [state, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}

/** The Pins tab columns (000 §2): store, organization, address, price, frequency cap, paused, availability, progress. */
export const pinColumns: TableColumnsType<MissionPin> = [
  {
    title: 'Store Number',
    render: (_, pin) => (
      <div>
        <Flex gap={6} align="center">
          {pin.organizationPlace.storeNumber ?? '—'}
          {pin.isTestPin && <Tag color="purple">Test</Tag>}
        </Flex>
        {/* The identity a reprice csv names this store by. */}
        <Typography.Text type="secondary" copyable style={{ fontSize: 12 }} data-testid="org-place-identity">
          {pin.organizationPlace.identity}
        </Typography.Text>
      </div>
    ),
  },
  {
    title: 'Organization',
    render: (_, pin) => pin.organizationPlace.organization.displayName ?? pin.organizationPlace.organization.name,
  },
  { title: 'Address', render: (_, pin) => <Typography.Text style={{ fontSize: 13 }}>{address(pin)}</Typography.Text> },
  { title: 'Group', render: (_, pin) => pin.deploymentGroup?.name ?? '—' },
  { title: 'Price', dataIndex: 'rewardPoints', align: 'right' },
  { title: 'Frequency Cap', dataIndex: 'frequencyCap', align: 'right' },
  { title: 'Pin Paused', render: (_, pin) => pinPausedLabel(pin) },
  { title: 'Availability', render: (_, pin) => <AvailabilityTag pin={pin} /> },
  {
    title: 'Progress',
    render: (_, pin) => {
      const { approved, pending, started } = pin.capProgress
      return (
        <Tooltip title={`approved ${approved} · pending ${pending} · started ${started} of ${pin.frequencyCap}`}>
          <div style={{ minWidth: 90 }}>
            <Progress percent={Math.min(percentOf(approved + pending + started, pin.frequencyCap), 100)} size="small" showInfo={false} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {approved + pending + started} / {pin.frequencyCap}
            </Typography.Text>
          </div>
        </Tooltip>
      )
    },
  },
]
