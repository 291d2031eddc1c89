import type { ReactNode } from 'react'
import { Alert, App, Button, Flex, Typography } from 'antd'
import { DeleteOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons'
import { formatCount, missionMessages, type PinAction } from '@mc/domain'
import { notify } from '../../../shared/feedback/notify'
import { usePinActions, type PinSelection } from './api/pin-actions'
import { useUndoToast } from '../components/undo-toast'

interface PinBulkBarProps {
  missionIdentity: string
  selection: PinSelection | null
  /** How many pins the selection holds (for "select all matching": the filter's total). */
  count: number
  /** Offered when the whole page is ticked and more pins match than the page shows. */
  canSelectAllMatching: boolean
  total: number
  /** The filter's total is "at least" (a search that found more pins than it counted): shown as "1,000+". */
  totalIsLowerBound: boolean
  onSelectAllMatching: () => void
  onClear: () => void
  /** Shown at the right end of the action row. */
  extra?: ReactNode
}

/** Pause / Resume / Delete for the ticked pins, or for every pin matching the filter. */
export function PinBulkBar(props: PinBulkBarProps) {
  const { missionIdentity, selection, count, canSelectAllMatching, total, totalIsLowerBound, onSelectAllMatching, onClear, extra } = props
  const { modal } = App.useApp()
  const matchingAtLeast = selection?.kind === 'matching' && totalIsLowerBound
  // The spec's messages name the count; "at least" counts say so ("1000+ pin(s)").
  const messageCount = matchingAtLeast ? `${count}+` : count
  const totalText = `${formatCount(total)}${totalIsLowerBound ? '+' : ''}`
  const { action, remove } = usePinActions(missionIdentity)
  const undoToast = useUndoToast(missionIdentity)
  const busy = action.isPending || remove.isPending

  const run = async (pinAction: PinAction) => {
    if (!selection) return
    try {
      const changed = await action.mutateAsync({ selection, action: pinAction })
      notify.success(missionMessages.pinsEdited(changed.count), undefined, undoToast(changed.undoId))
      onClear()
    } catch (error) {
      notify.error(missionMessages.pinsEditFailed(messageCount), error)
    }
  }
  const confirmDelete = () => {
    if (!selection) return
    modal.confirm({
      title: missionMessages.confirmDeletePins(messageCount),
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const deleted = await remove.mutateAsync(selection)
          notify.success(missionMessages.pinsDeleted(deleted.count), undefined, undoToast(deleted.undoId))
          onClear()
        } catch (error) {
          notify.error(missionMessages.pinsDeleteFailed(messageCount), error)
        }
      },
    })
  }

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary" style={{ minWidth: 110 }}>
          {count > 0 ? `${formatCount(count)}${matchingAtLeast ? '+' : ''} selected` : 'No pins selected'}
        </Typography.Text>
        <Button icon={<PauseCircleOutlined />} disabled={!selection || busy} onClick={() => void run('PAUSE')}>
          Pause
        </Button>
        <Button icon={<PlayCircleOutlined />} disabled={!selection || busy} onClick={() => void run('RESUME')}>
          Resume
        </Button>
        <Button danger icon={<DeleteOutlined />} disabled={!selection || busy} onClick={confirmDelete}>
          Delete
        </Button>
        <span style={{ marginLeft: 'auto' }}>{extra}</span>
      </Flex>
      {selection?.kind === 'matching' && (
        <Alert
          type="info"
          showIcon
          title={`All ${totalText} pins matching the filter are selected (test pins are never changed).`}
          action={
            <Button size="small" type="link" onClick={onClear}>
              Clear selection
            </Button>
          }
        />
      )}
      {selection?.kind === 'pins' && canSelectAllMatching && (
        <Alert
          type="info"
          showIcon
          title={`All ${formatCount(count)} selectable pins on this page are selected.`}
          action={
            <Button size="small" type="link" onClick={onSelectAllMatching}>
              Select all {totalText} pins matching the filter
            </Button>
          }
        />
      )}
    </Flex>
  )
}
