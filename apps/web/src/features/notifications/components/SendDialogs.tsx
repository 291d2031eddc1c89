import { Button, Descriptions, Result } from 'antd'
import { countOf } from '@mc/domain/common/counts'
import { Dialog } from '../../../shared/components/RouteModal'
import { notificationMessages } from '@mc/domain/staff/notification.messages'
import type { NotificationInput } from '@mc/domain/staff/notification.schema'
import type { SendResult } from '../api/notification.types'
import type { Audience } from './AudienceField'

export const audienceText = (audience: Audience) =>
  audience.allBees
    ? 'All bees with push notifications enabled'
    : `${countOf(audience.file?.beeIds.length ?? 0, 'bee')} from ${audience.file?.name ?? 'the file'}`

/** Confirmation: shows the message and who gets it; Send stays loading until the server answers. */
export function ConfirmSendDialog(props: { message: NotificationInput; audience: Audience; sending: boolean; onSend: () => void; onCancel: () => void }) {
  return (
    <Dialog title="Send Notification?" okText="Send" onOk={props.onSend} confirmLoading={props.sending} onCancel={props.onCancel} width={560}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Title">{props.message.title}</Descriptions.Item>
        <Descriptions.Item label="Message">{props.message.body}</Descriptions.Item>
        <Descriptions.Item label="To">{audienceText(props.audience)}</Descriptions.Item>
      </Descriptions>
    </Dialog>
  )
}

export type SendOutcome = { ok: true; result: SendResult; allBees: boolean } | { ok: false; error: string }

/** The result: 'N of M notifications sent', the all-bees text, or 'Send Failure'. OK closes it. */
export function SendResultDialog({ outcome, onClose }: { outcome: SendOutcome; onClose: () => void }) {
  return (
    <Dialog footer={null} closable={false} maskClosable width={480} onCancel={onClose}>
      {outcome.ok ? (
        <Result
          status="success"
          title="Notifications Sent"
          subTitle={outcome.allBees ? notificationMessages.sentToAll : notificationMessages.sentOf(outcome.result.beesNotified, outcome.result.beesTargeted)}
          extra={<OkButton onClick={onClose} />}
        />
      ) : (
        <Result status="error" title={notificationMessages.failureTitle} subTitle={outcome.error} extra={<OkButton onClick={onClose} />} />
      )}
    </Dialog>
  )
}

const OkButton = ({ onClick }: { onClick: () => void }) => (
  <Button type="primary" onClick={onClick} autoFocus>
    OK
  </Button>
)
