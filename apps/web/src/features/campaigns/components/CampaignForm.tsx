import { Checkbox, DatePicker, Form, Select, type FormInstance } from 'antd'
import { usePossibleDuplicates } from '../../../shared/api/use-possible-duplicates'
import { DuplicateNotice } from '../../../shared/forms/DuplicateNotice'
import { Input, TextArea } from '../../../shared/forms/inputs'
import type { Dayjs } from 'dayjs'
import { campaignFormSchema, CAMPAIGN_GOAL_MAX, CAMPAIGN_NAME_MAX, DATE_FORMAT, REQUIRED } from '@mc/domain'
import { fieldRule } from '../../../shared/forms/zod-rules'

export interface CampaignFormValues {
  name: string
  description: string
  dates: [Dayjs, Dayjs] | null
  selfFunded: boolean
  /** Edit only: the customer the campaign belongs to (a campaign can be moved to another one). */
  customer?: string
}

/** Schema and server field names (snake_case) → this form's fields: the date range is one field here, two there. */
export const CAMPAIGN_FORM_FIELDS = {
  name: 'name',
  description: 'description',
  startDate: 'dates',
  endDate: 'dates',
  start_date: 'dates',
  end_date: 'dates',
  self_funded: 'selfFunded',
  customer: 'customer',
}

const rule = (field: 'name' | 'description') => [fieldRule(campaignFormSchema, field)]

interface Props {
  form: FormInstance<CampaignFormValues>
  initial: Partial<CampaignFormValues>
  /** Edit Campaign: the customers it can belong to (GetCustomers(current), plus its own). */
  customers?: { identity: string; name: string }[]
  customersLoading?: boolean
  /** Where a same name is looked for: the campaign's customer (the one chosen, on edit) and the campaign itself. */
  duplicateScope: { customer: string; except?: string }
}

/** Add Campaign / Edit Campaign: name, goal, date range and self-funded; on edit, its customer too. */
export function CampaignForm({ form, initial, customers, customersLoading, duplicateScope }: Props) {
  const name = Form.useWatch('name', form) ?? ''
  const customer = (Form.useWatch('customer', form) as string | undefined) ?? duplicateScope.customer
  const duplicates = usePossibleDuplicates('campaign', { name }, { customer, except: duplicateScope.except })
  return (
    <Form form={form} layout="vertical" initialValues={{ selfFunded: false, ...initial }} validateTrigger="onBlur">
      {customers && (
        <Form.Item name="customer" label="Customer" required rules={[{ required: true, message: REQUIRED }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={customersLoading}
            options={customers.map((customer) => ({ value: customer.identity, label: customer.name }))}
          />
        </Form.Item>
      )}
      <Form.Item name="name" label="Name" required rules={rule('name')} extra={<DuplicateNotice duplicates={duplicates} matchedOn="name" />}>
        <Input count={{ show: true, max: CAMPAIGN_NAME_MAX }} />
      </Form.Item>
      <Form.Item name="description" label="Goal" required rules={rule('description')}>
        <TextArea rows={3} showCount={{ formatter: ({ count }) => `${count} / ${CAMPAIGN_GOAL_MAX}` }} />
      </Form.Item>
      <Form.Item name="dates" label="Date Range" required rules={[{ required: true, message: REQUIRED }]} validateTrigger={['onChange', 'onBlur']}>
        <DatePicker.RangePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="selfFunded" valuePropName="checked">
        <Checkbox>Self-funded</Checkbox>
      </Form.Item>
    </Form>
  )
}
