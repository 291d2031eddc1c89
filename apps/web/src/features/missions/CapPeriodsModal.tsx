import { useEffect, useRef, useState } from 'react'
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Empty, Flex, Popconfirm, Timeline, Typography } from 'antd'
import { canDeletePeriod, formatDate, missionMessages, PERIOD_STATUS_COLORS, periodStatus, toWireDate, type ExistingCapPeriod } from '@mc/domain'
import { RouteModal } from '../../shared/components/RouteModal'
import { notify } from '../../shared/feedback/notify'
import { useCapPeriodMutations } from './api/cap-period-mutations'
import { CapPeriodEditor } from './components/CapPeriodEditor'
import { useOutletMission } from './mission-outlet'
import { useUndoToast } from './components/undo-toast'

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
  const undoToast = useUndoToast(mission.identity)
  const periods: ExistingCapPeriod[] = mission.capPeriod.map((p) => ({ id: p.id, name: p.name, startDate: p.startAt, endDate: p.endAt }))

  // The focus never falls to the page when the control holding it goes (a saved or cancelled
  // editor, a deleted period): it goes to the control that opened the editor, the Add Cap Period
  // button after a delete, or the Delete that failed. Controls by name, focused after the render
  // that shows them.
  const controls = useRef(new Map<string, { focus: () => void }>())
  const control = (name: string) => (element: { focus: () => void } | null) => {
    if (element) controls.current.set(name, element)
    else controls.current.delete(name)
  }
  const focusNext = useRef<string | null>(null)
  useEffect(() => {
    const element = focusNext.current && controls.current.get(focusNext.current)
    if (!element) return
    focusNext.current = null
    element.focus()
  })
  const closeEditor = () => {
    focusNext.current = editing && editing !== 'new' ? `edit ${editing.id}` : 'add'
    setEditing(null)
  }

  const onDelete = async (period: ExistingCapPeriod) => {
    try {
      const undoId = await remove.mutateAsync(String(period.id))
      notify.success(missionMessages.capPeriodSaved('deleted', period.name), undefined, undoToast(undoId))
      focusNext.current = editing ? 'title' : 'add'
    } catch (error) {
      notify.error(missionMessages.capPeriodSaveFailed('delete', period.name), error)
      focusNext.current = `delete ${period.id}`
    }
  }

  return (
    <RouteModal title="Cap Periods" footer={null} width={640}>
      {periods.length === 0 && <Empty description="No cap periods defined" />}
      <Timeline
        style={{ marginTop: 16 }}
        items={periods.map((period) => ({
          key: String(period.id),
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
                <Button
                  ref={control(`edit ${period.id}`)}
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`Edit ${period.name}`}
                  onClick={() => setEditing(period)}
                />
                {/* Drawn beside its button, inside the dialog: the dialog keeps the focus within
                    itself, so a confirmation drawn elsewhere could not be reached with Tab. */}
                <Popconfirm
                  title={missionMessages.confirmDeleteNamed(period.name)}
                  okText="Yes"
                  cancelText="No"
                  onConfirm={() => onDelete(period)}
                  getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
                >
                  <Button
                    ref={control(`delete ${period.id}`)}
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Delete ${period.name}`}
                    disabled={!canDeletePeriod(period, today)}
                  />
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
          onSaved={closeEditor}
          onCancel={closeEditor}
          titleRef={control('title')}
        />
      ) : (
        <Button ref={control('add')} type="dashed" block icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Add Cap Period
        </Button>
      )}
    </RouteModal>
  )
}
