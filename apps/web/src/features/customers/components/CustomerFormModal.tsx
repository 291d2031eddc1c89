import { useState } from 'react'
import { Form } from 'antd'
import { useNavigate } from 'react-router'
import { customerFormSchema, missionMessages } from '@mc/domain'
import { RouteModal } from '../../../shared/components/RouteModal'
import { notify } from '../../../shared/feedback/notify'
import { applyServerErrors } from '../../../shared/forms/zod-rules'
import type { Customer } from '../api/customer.types'
import { useSaveCustomer } from '../api/use-save-customer'
import { CUSTOMER_SERVER_FIELDS, CustomerForm, type CustomerFormValues } from './CustomerForm'

/** New Customer (no `customer`) or Edit Customer: save, toast, then go to the customer page. */
export function CustomerFormModal({ customer }: { customer?: Customer }) {
  const [form] = Form.useForm<CustomerFormValues>()
  const [logo, setLogo] = useState<File>()
  const navigate = useNavigate()
  const save = useSaveCustomer(customer?.identity)
  const action = customer ? 'updated' : 'created'

  const submit = async () => {
    let values: CustomerFormValues
    try {
      values = await form.validateFields()
    } catch {
      return // antd shows each field's message
    }
    const parsed = customerFormSchema.safeParse({ ...values, imageName: logo?.name })
    if (!parsed.success) return
    try {
      const result = await save.mutateAsync({ form: parsed.data, logo })
      notify.success(missionMessages.saved(action, result.customer.name))
      if (result.logoError) notify.error(missionMessages.saveFailed('update'), result.logoError)
      navigate(`/customers/${result.customer.identity}`)
    } catch (error) {
      applyServerErrors(form, error, CUSTOMER_SERVER_FIELDS)
      notify.error(missionMessages.saveFailed(customer ? 'update' : 'create'), error)
    }
  }

  const initial: Partial<CustomerFormValues> = customer
    ? {
        name: customer.name,
        description: customer.description,
        salesforceCustomerId: customer.salesforce_customer_id,
        salesforceOpportunityUrl: customer.salesforce_opportunity_url ?? '',
        isCurrent: customer.is_current,
      }
    : {}

  return (
    <RouteModal
      title={customer ? 'Edit Customer' : 'New Customer'}
      okText={customer ? 'Save Customer' : 'Create Customer'}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      width={560}
    >
      <CustomerForm form={form} initial={initial} currentLogoUrl={customer?.logo_url} onLogo={setLogo} />
    </RouteModal>
  )
}
