import { Suspense, useEffect, useState } from 'react'
import { Button, Card, Form } from 'antd'
import { Input, TextArea } from '../../shared/forms/inputs'
import { SendOutlined } from '@ant-design/icons'
import { NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX, notificationMessages } from '@mc/domain/staff/notification.messages'
import type { NotificationInput } from '@mc/domain/staff/notification.schema'
import { PageTitle } from '../../shared/components/PageTitle'
import { checkForm, submitForm } from '../../shared/forms/submit-form'
import { formSaved } from '../../shared/forms/saved-forms'
import { useUnsavedChanges } from '../../shared/forms/unsaved-changes'
import { fieldRule } from '../../shared/forms/zod-rules'
import { useSendNotification } from './api/use-send-notification'
import { AudienceField, DEFAULT_AUDIENCE, type Audience } from './components/AudienceField'
import type { SendOutcome } from './components/SendDialogs'
import { lazyNamed } from '../../shared/routing/lazy-route'
import { PastSendsTable } from './components/PastSendsTable'

// The dialogs show only after Send: their code (antd's Result) loads once the page is up.
const loadDialogs = () => import('./components/SendDialogs')
const ConfirmSendDialog = lazyNamed(loadDialogs, 'ConfirmSendDialog')
const SendResultDialog = lazyNamed(loadDialogs, 'SendResultDialog')

// The form's rules are the domain's schema, loaded with the first check (a blur, Send).
const notificationSchema = () => import('@mc/domain/staff/notification.schema').then((module) => module.notificationSchema)

// Ours: the spec leaves this case open.
const NO_AUDIENCE = 'Tick All Bees or choose a .csv file of bee ids.'

/** /notifications: Generate Notification form → confirmation → result; past sends below. */
export function NotificationsPage() {
  const [form] = Form.useForm<NotificationInput>()
  const [audience, setAudience] = useState<Audience>(DEFAULT_AUDIENCE)
  const [pending, setPending] = useState<NotificationInput>()
  const [outcome, setOutcome] = useState<SendOutcome>()
  const sending = useSendNotification()
  useUnsavedChanges(form, { dirty: !!audience.file })
  useEffect(() => void loadDialogs().catch(() => undefined), [])
  const audienceError = audience.error ?? (!audience.allBees && !audience.file ? NO_AUDIENCE : undefined)

  const review = async () => {
    const notification = await checkForm(form, notificationSchema)
    if (notification && !audienceError) setPending(notification)
  }

  const confirm = async () => {
    if (!pending) return
    const beeIds = audience.allBees ? null : (audience.file?.beeIds ?? [])
    let refusal: unknown
    const send = (notification: NotificationInput) =>
      sending.mutateAsync({ notification, beeIds }).catch((error: unknown) => {
        refusal = error
        throw error
      })
    const result = await submitForm(form, notificationSchema, send, { failure: () => notificationMessages.sendFailed })
    setPending(undefined)
    if (result) setOutcome({ ok: true, result, allBees: beeIds === null })
    else if (refusal) setOutcome({ ok: false, error: refusal instanceof Error ? refusal.message : notificationMessages.sendFailed })
  }

  const closeResult = () => {
    if (outcome?.ok) {
      form.resetFields()
      // Emptied after the send: what it holds now is the new start, nothing unsaved.
      formSaved(form)
      setAudience(DEFAULT_AUDIENCE)
    }
    setOutcome(undefined)
  }

  return (
    <>
      <PageTitle title="Push Notifications" />
      <Card title="Generate Notification" style={{ maxWidth: 760, marginBottom: 24 }}>
        <Form form={form} layout="vertical" validateTrigger="onBlur" initialValues={{ title: '', body: '' }}>
          <Form.Item name="title" label="Title" rules={[fieldRule(notificationSchema, 'title')]} required>
            <Input count={{ show: true, max: NOTIFICATION_TITLE_MAX }} />
          </Form.Item>
          <Form.Item name="body" label="Message" rules={[fieldRule(notificationSchema, 'body')]} required>
            <TextArea count={{ show: true, max: NOTIFICATION_BODY_MAX }} autoSize={{ minRows: 3, maxRows: 6 }} />
          </Form.Item>
          <Form.Item label="Target Audience" required validateStatus={audienceError ? 'error' : undefined} help={audienceError}>
            <AudienceField value={audience} onChange={setAudience} />
          </Form.Item>
          <Button type="primary" icon={<SendOutlined />} onClick={() => void review()} disabled={!!audience.error}>
            Send
          </Button>
        </Form>
      </Card>
      <Card title="Past Notifications">
        <PastSendsTable />
      </Card>
      <Suspense fallback={null}>
        {pending && (
          <ConfirmSendDialog
            message={pending}
            audience={audience}
            sending={sending.isPending}
            onSend={() => void confirm()}
            onCancel={() => setPending(undefined)}
          />
        )}
        {outcome && <SendResultDialog outcome={outcome} onClose={closeResult} />}
      </Suspense>
    </>
  )
}
