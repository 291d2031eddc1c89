import { useState } from 'react'
import { Button, Checkbox, Form, Space, Upload, type FormInstance } from 'antd'
import { Input, TextArea } from '../../../shared/forms/inputs'
import { UploadOutlined } from '@ant-design/icons'
import { customerFormSchema, CUSTOMER_DESCRIPTION_MAX, CUSTOMER_NAME_MAX, SALESFORCE_CUSTOMER_ID_MAX } from '@mc/domain'
import { logoProblem, LOGO_TYPES } from '@mc/domain/customers/customer-logo.rules'
import { fieldRule } from '../../../shared/forms/zod-rules'
import { CustomerLogo } from './CustomerLogo'
import { usePossibleDuplicates } from '../../../shared/api/use-possible-duplicates'
import { DuplicateNotice } from '../../../shared/forms/DuplicateNotice'

export interface CustomerFormValues {
  name: string
  description?: string
  salesforceCustomerId: string
  salesforceOpportunityUrl?: string
  isCurrent: boolean
  /** Holds only the logo's error message; the file itself is kept by the modal. */
  logo?: never
}

/** Schema and server field names (snake_case) → this form's fields, where they differ. */
export const CUSTOMER_FORM_FIELDS = {
  name: 'name',
  description: 'description',
  salesforce_customer_id: 'salesforceCustomerId',
  salesforce_opportunity_url: 'salesforceOpportunityUrl',
  is_current: 'isCurrent',
  logo: 'logo',
  imageName: 'logo',
}

const rule = (field: keyof typeof customerFormSchema.shape) => [fieldRule(customerFormSchema, field)]

/**
 * The New Customer / Edit Customer form. The logo is checked in the browser with the same rule
 * the server applies (image type by its first bytes, size), so a bad file is refused at once.
 * While typed, the name and the Salesforce id are checked against the other customers: a same
 * name is a warning, a Salesforce account another customer has is refused by the server.
 */
export function CustomerForm({
  form,
  initial,
  currentLogoUrl,
  onLogo,
  identity,
}: {
  form: FormInstance<CustomerFormValues>
  initial: Partial<CustomerFormValues>
  currentLogoUrl?: string | null
  onLogo: (file: File | undefined) => void
  /** The customer being edited: it never collides with itself. */
  identity?: string
}) {
  const [preview, setPreview] = useState<string | null>(currentLogoUrl ?? null)
  const name = Form.useWatch('name', form) ?? ''
  const salesforceCustomerId = Form.useWatch('salesforceCustomerId', form) ?? ''
  const duplicates = usePossibleDuplicates('customer', { name, salesforce_customer_id: salesforceCustomerId }, { except: identity })

  const chooseLogo = async (file: File) => {
    const problem = logoProblem(new Uint8Array(await file.arrayBuffer()))
    form.setFields([{ name: 'logo', errors: problem ? [problem] : [] }])
    if (problem) return
    onLogo(file)
    setPreview(URL.createObjectURL(file))
  }

  return (
    <Form form={form} layout="vertical" initialValues={{ isCurrent: true, ...initial }} validateTrigger="onBlur" requiredMark>
      <Form.Item name="name" label="Name" required rules={rule('name')} extra={<DuplicateNotice duplicates={duplicates} matchedOn="name" />}>
        <Input count={{ show: true, max: CUSTOMER_NAME_MAX }} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={rule('description')}>
        <TextArea rows={3} showCount={{ formatter: ({ count }) => `${count} / ${CUSTOMER_DESCRIPTION_MAX}` }} />
      </Form.Item>
      <Form.Item
        name="salesforceCustomerId"
        label="Salesforce Customer ID"
        required
        rules={rule('salesforceCustomerId')}
        extra={
          <>
            15 to 18 characters
            <DuplicateNotice duplicates={duplicates} matchedOn="salesforce_customer_id" />
          </>
        }
      >
        <Input count={{ show: true, max: SALESFORCE_CUSTOMER_ID_MAX }} />
      </Form.Item>
      <Form.Item name="salesforceOpportunityUrl" label="Salesforce Account URL" rules={rule('salesforceOpportunityUrl')}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item name="isCurrent" valuePropName="checked">
        <Checkbox>Active customer</Checkbox>
      </Form.Item>
      <Form.Item name="logo" label="Logo" extra="PNG, JPEG, GIF or WebP, at most 2 MB">
        <Space align="center" size={16}>
          <CustomerLogo name={name || '?'} logoUrl={preview} size={56} />
          <Upload
            accept={LOGO_TYPES.join(',')}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              void chooseLogo(file)
              return false
            }}
          >
            <Button icon={<UploadOutlined />}>{preview ? 'Replace Logo' : 'Upload Logo'}</Button>
          </Upload>
        </Space>
      </Form.Item>
    </Form>
  )
}
