import { DatePicker, Form } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import {
  DATE_FORMAT,
  extendEndDateError,
  extendRangeHint,
  extendSchema,
  isExtendDateDisabled,
  missionMessages,
  REQUIRED,
  toWireDate,
  WIRE_DATE_FORMAT,
} from '@mc/domain'
import { RouteModal, useCloseRouteModal } from '../../shared/components/RouteModal'
import { submitForm } from '../../shared/forms/submit-form'
import { crossFieldRule } from '../../shared/forms/zod-rules'
import { usePatchMission } from './api/patch-mission'
import { useOutletMission } from './mission-outlet'

/**
 * Extend: the start is locked; days before today or after the campaign end are disabled (001 spec),
 * and the field says which days those are, since a disabled day typed into the box is dropped.
 */
export function ExtendMissionModal() {
  const mission = useOutletMission()
  const [form] = Form.useForm<{ dates: [Dayjs, Dayjs] | null }>()
  const patch = usePatchMission(mission.identity)
  const close = useCloseRouteModal()
  const context = { missionStartDate: mission.startDate, campaignEndDate: mission.campaign.endDate, today: toWireDate(new Date()) }
  const submit = async () => {
    const saved = await submitForm(form, extendSchema(context), ({ endDate }) => patch.mutateAsync({ state: 'ENABLED', endDate }), {
      toInput: (values) => ({ endDate: values.dates?.[1]?.format(WIRE_DATE_FORMAT) }),
      fields: { endDate: 'dates' },
      success: () => missionMessages.extended(mission.name),
      failure: () => missionMessages.extendFailed(mission.name),
    })
    if (saved) close()
  }
  return (
    <RouteModal title={`Extend ${mission.name}`} okText="Extend" onOk={() => void submit()} confirmLoading={patch.isPending} form={form}>
      <Form form={form} layout="vertical" initialValues={{ dates: [dayjs(mission.startDate), dayjs(mission.endDate)] }}>
        <Form.Item
          name="dates"
          label="Date Range"
          extra={extendRangeHint(context.today, context.campaignEndDate)}
          required
          rules={[
            { required: true, message: REQUIRED },
            crossFieldRule(() => {
              const end = (form.getFieldValue('dates') as [Dayjs, Dayjs] | null)?.[1]
              return end ? extendEndDateError(end.format(WIRE_DATE_FORMAT), context) : undefined
            }),
          ]}
        >
          <DatePicker.RangePicker
            format={DATE_FORMAT}
            style={{ width: '100%' }}
            disabled={[true, false]}
            disabledDate={(day) => isExtendDateDisabled(day.format(WIRE_DATE_FORMAT), context)}
          />
        </Form.Item>
      </Form>
    </RouteModal>
  )
}
