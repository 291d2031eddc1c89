import { useState } from 'react'
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Empty, Flex, Popconfirm, Timeline, Typography } from 'antd'
import { canDeletePeriod, formatDate, missionMessages, PERIOD_STATUS_COLORS, periodStatus, toWireDate, type ExistingCapPeriod } from '@mc/domain'
import { RouteModal } from '../../shared/components/RouteModal'
import { notify } from '../../shared/feedback/notify'
import { useCapPeriodMutations } from './api/cap-period-mutations'
import { CapPeriodEditor } from './components/CapPeriodEditor'
import { useOutletMission } from './mission-outlet'

/** /missions/:identity/cap_periods: timeline past (green), current (blue), future (gray); add, edit, delete. */
export function CapPeriodsModal() {
  const mission = useOutletMission()
  const today = toWireDate(new Date())
  const [editing, setEditing] = useState<ExistingCapPeriod | 'new' | null>(null)
  const { save, remove } = useCapPeriodMutations({
    missionIdentity: mission.identity,
    legacyIdentity: mission.legacyIdentity,
    customerName: mission.campaign.customer.name,
  })
  const periods: ExistingCapPeriod[] = mission.capPeriod.map((p) => ({ id: p.id, name: p.name, startDate: p.startAt, endDate: p.endAt }))

  const onDelete = async (period: ExistingCapPeriod) => {
    try {
      await remove.mutateAsync(String(period.id))
      notify.success(missionMessages.capPeriodSaved('deleted', period.name))
    } catch (error) {
      notify.error(missionMessages.capPeriodSaveFailed('delete', period.name), error)
    }
  }

  return (
    <RouteModal title="Cap Periods" footer={null} width={640}>
      {periods.length === 0 && <Empty description="No cap periods defined" />}
      <Timeline
        style={{ marginTop: 16 }}
        items={periods.map((period) => ({
          color: PERIOD_STATUS_COLORS[periodStatus(period, today)],
          content: (
            <Flex justify="space-between" align="start" gap={8}>
              <div>
                <Typography.Text strong>{period.name}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {formatDate(period.startDate)} – {formatDate(period.endDate)}
                  </Typography.Text>
                </div>
              </div>
              <Flex gap={4}>
                <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${period.name}`} onClick={() => setEditing(period)} />
                <Popconfirm title={missionMessages.confirmDeleteNamed(period.name)} okText="Yes" cancelText="No" onConfirm={() => onDelete(period)}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${period.name}`} disabled={!canDeletePeriod(period, today)} />
                </Popconfirm>
              </Flex>
            </Flex>
          ),
        }))}
      />
      {editing ? (
        <CapPeriodEditor
          key={editing === 'new' ? 'new' : String(editing.id)}
          editing={editing === 'new' ? null : editing}
          existing={periods}
          today={today}
          saving={save.isPending}
          onSave={(period) => save.mutateAsync(period).then(() => period)}
          onSaved={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Add Cap Period
        </Button>
      )}
    </RouteModal>
  )
}
