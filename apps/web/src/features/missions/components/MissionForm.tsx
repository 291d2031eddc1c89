import { Alert, Checkbox, Col, DatePicker, Form, InputNumber, Radio, Row, Slider, type FormInstance } from 'antd'
import { usePossibleDuplicates } from '../../../shared/api/use-possible-duplicates'
import { DuplicateNotice } from '../../../shared/forms/DuplicateNotice'
import { Input, TextArea } from '../../../shared/forms/inputs'
import type { Dayjs } from 'dayjs'
import {
  CAP_PERIOD_TYPE_LABELS,
  DATE_FORMAT,
  formatDate,
  MISSION_DESCRIPTION_MAX,
  MISSION_NAME_MAX,
  missionCreateSchema,
  REQUIRED,
  SALESFORCE_OPPORTUNITY_ID_MAX,
  STARTED_MISSION_BANNER,
  WIRE_DATE_FORMAT,
  type CapPeriodType,
  type MissionFormContext,
} from '@mc/domain'
import { crossFieldRule, fieldRule, issueOn } from '../../../shared/forms/zod-rules'
import { fadeRefusedDays } from '../../../shared/forms/outside-days'

export interface MissionFormValues {
  name: string
  salesforceOpportunityID?: string
  description: string
  dates: [Dayjs, Dayjs] | null
  basePrice: number | null
  customerCost: number | null
  setupFee: number | null
  /** The slider shows percent; the mission stores a fraction. */
  capCommitmentPercent: number
  capPeriodType: CapPeriodType
  isAnywhereMission: boolean
  isAutovalidated: boolean
  isDynamicPricing: boolean
  isFeatured: boolean
}

/** Schema field → form field, for the schema's and the server's messages. */
export const MISSION_FORM_FIELDS: Record<string, keyof MissionFormValues> = {
  startDate: 'dates',
  endDate: 'dates',
  capCommitment: 'capCommitmentPercent',
}

/** The flat object the domain schema (and, nested, the API) takes. */
export function toSchemaInput(values: MissionFormValues): Record<string, unknown> {
  const { dates, capCommitmentPercent, ...rest } = values
  return {
    ...rest,
    salesforceOpportunityID: values.salesforceOpportunityID?.trim() || undefined,
    startDate: dates?.[0]?.format(WIRE_DATE_FORMAT),
    endDate: dates?.[1]?.format(WIRE_DATE_FORMAT),
    capCommitment: Math.round(capCommitmentPercent) / 100,
  }
}

const MARKS = Object.fromEntries([0, 20, 40, 60, 80, 100].map((value) => [value, `${value}%`]))

interface Props {
  form: FormInstance<MissionFormValues>
  initial: Partial<MissionFormValues>
  context: MissionFormContext
  mode: 'create' | 'edit'
  /** Days outside this range are faded in the picker; the schema refuses them with a message. */
  dateBounds: { earliest: string; latest: string }
  /** Where a same name is looked for: the mission's campaign, and the mission itself on edit. */
  duplicateScope: { campaign: string; except?: string }
}

/** The mission form of Add Mission and Edit Mission, with every rule of 000 §5. */
export function MissionForm({ form, initial, context, mode, dateBounds, duplicateScope }: Props) {
  const name = (Form.useWatch('name', form) as string | undefined) ?? ''
  const duplicates = usePossibleDuplicates('mission', { name }, duplicateScope)
  const schema = missionCreateSchema(context)
  const rule = (field: string) => [fieldRule(schema, field)]
  const locked = !!context.lockedDates
  // The schema's own message for a date outside the campaign (or a started mission's dates moved).
  const datesRule = crossFieldRule(() => {
    const values = form.getFieldsValue(true) as MissionFormValues
    if (!values.dates?.[0] || !values.dates[1]) return undefined
    return issueOn(schema, toSchemaInput(values), ['startDate', 'endDate'])?.message
  })
  const outsideCampaign = (day: string) => day < dateBounds.earliest || day > dateBounds.latest
  return (
    <Form
      form={form}
      layout="vertical"
      validateTrigger="onBlur"
      initialValues={{ setupFee: 0, capCommitmentPercent: 100, capPeriodType: 'SIMPLE', ...initial }}
    >
      {locked && <Alert type="warning" showIcon title={STARTED_MISSION_BANNER} style={{ marginBottom: 16 }} />}
      <Form.Item name="name" label="Name" required rules={rule('name')} extra={<DuplicateNotice duplicates={duplicates} matchedOn="name" />}>
        <Input showCount={{ formatter: ({ count }) => `${count} / ${MISSION_NAME_MAX}` }} />
      </Form.Item>
      <Form.Item name="salesforceOpportunityID" label="salesforceOpportunityID" required={!context.campaign.selfFunded} rules={rule('salesforceOpportunityID')}>
        <Input count={{ show: true, max: SALESFORCE_OPPORTUNITY_ID_MAX }} />
      </Form.Item>
      <Form.Item name="description" label="Description" required rules={rule('description')}>
        <TextArea rows={3} showCount={{ formatter: ({ count }) => `${count} / ${MISSION_DESCRIPTION_MAX}` }} />
      </Form.Item>
      <Form.Item
        name="dates"
        label="Date Range"
        required
        rules={[{ required: true, message: REQUIRED }, datesRule]}
        validateTrigger={['onChange', 'onBlur']}
        extra={!locked && `From ${formatDate(dateBounds.earliest)} to ${formatDate(dateBounds.latest)}: the campaign's dates.`}
      >
        <DatePicker.RangePicker format={DATE_FORMAT} style={{ width: '100%' }} disabled={locked} cellRender={fadeRefusedDays(outsideCampaign)} />
      </Form.Item>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="basePrice" label="Base Price" required rules={rule('basePrice')}>
            <InputNumber style={{ width: '100%' }} suffix="pts" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="customerCost" label="Customer Cost" required rules={rule('customerCost')}>
            <InputNumber style={{ width: '100%' }} min={0} prefix="$" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="setupFee" label="Setup Fee" rules={rule('setupFee')}>
            <InputNumber style={{ width: '100%' }} min={0} prefix="$" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="capCommitmentPercent" label="Cap Commitment">
        <Slider ariaLabelForHandle="Cap Commitment" min={0} max={100} step={20} marks={MARKS} tooltip={{ formatter: (value) => `${value}%` }} />
      </Form.Item>
      <Form.Item
        name="capPeriodType"
        label="Cap Period Type"
        extra={!context.customerHasCustomPeriods && 'Multiple Periods needs custom reporting periods on the customer.'}
      >
        <Radio.Group disabled={mode === 'edit'}>
          <Radio value="SIMPLE">{CAP_PERIOD_TYPE_LABELS.SIMPLE}</Radio>
          <Radio value="CUSTOM" disabled={!context.customerHasCustomPeriods}>
            {CAP_PERIOD_TYPE_LABELS.CUSTOM}
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Row>
        <Col span={12}>
          <Form.Item name="isAnywhereMission" valuePropName="checked" noStyle>
            <Checkbox disabled={mode === 'edit'}>Anywhere Mission</Checkbox>
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="isAutovalidated" valuePropName="checked" noStyle>
            <Checkbox>Auto-Validate</Checkbox>
          </Form.Item>
        </Col>
        <Col span={12} style={{ marginTop: 8 }}>
          <Form.Item name="isDynamicPricing" valuePropName="checked" noStyle>
            <Checkbox>Dynamic Pricing</Checkbox>
          </Form.Item>
        </Col>
        <Col span={12} style={{ marginTop: 8 }}>
          <Form.Item name="isFeatured" valuePropName="checked" noStyle>
            <Checkbox>Bonus</Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  )
}
