import { Flex, Progress, Tag, Tooltip, Typography, type TableColumnsType } from 'antd'
import { percentOf, pinPausedLabel } from '@mc/domain'
import type { MissionPin } from './api/mission-pins'
import { AvailabilityTag } from './AvailabilityTag'

/** The Pins tab columns (000 §2): store number, organization and address, group, price, frequency cap, paused, availability, progress. */
export const pinColumns: TableColumnsType<MissionPin> = [
  {
    // Store and address share a cell so the whole row fits beside the mission's cards at 1440 px.
    title: 'Store',
    render: (_, pin) => {
      const { organization, storeNumber, identity, place } = pin.organizationPlace
      const { street, city, state, postalCode } = place.primaryAddress
      return (
        <div style={{ lineHeight: 1.4 }}>
          <Flex gap={6} align="center">
            <Typography.Text strong>{organization.displayName ?? organization.name}</Typography.Text>
            {pin.isTestPin && <Tag color="purple">Test</Tag>}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            #{storeNumber ?? '—'} · {/* The identity a reprice csv names this store by. */}
            <Typography.Text type="secondary" copyable style={{ fontSize: 12 }} data-testid="org-place-identity">
              {identity}
            </Typography.Text>
          </Typography.Text>
          <div style={{ fontSize: 12 }}>{street ?? '—'}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[city, [state, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
          </Typography.Text>
        </div>
      )
    },
  },
  { title: 'Group', render: (_, pin) => pin.deploymentGroup?.name ?? '—' },
  { title: 'Price', dataIndex: 'rewardPoints', align: 'right' },
  { title: 'Freq. Cap', dataIndex: 'frequencyCap', align: 'right' },
  { title: 'Pin Paused', render: (_, pin) => pinPausedLabel(pin) },
  { title: 'Availability', render: (_, pin) => <AvailabilityTag pin={pin} /> },
  {
    title: 'Progress',
    render: (_, pin) => {
      const { approved, pending, started } = pin.capProgress
      const used = approved + pending + started
      return (
        <Tooltip title={`approved ${approved} · pending ${pending} · started ${started} of ${pin.frequencyCap}`}>
          <div style={{ minWidth: 60 }}>
            <Progress percent={Math.min(percentOf(used, pin.frequencyCap), 100)} size="small" showInfo={false} aria-label="Frequency cap used" />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {used} / {pin.frequencyCap}
            </Typography.Text>
          </div>
        </Tooltip>
      )
    },
  },
]
