import { useState } from 'react'
import { Form } from 'antd'
import { customerFormSchema, missionMessages } from '@mc/domain'
import { RouteModal } from '../../../shared/components/RouteModal'
import { notify } from '../../../shared/feedback/notify'
import { submitForm } from '../../../shared/forms/submit-form'
import { useOpenResult } from '../../../shared/components/PageTitle'
import type { Customer } from '../api/customer.types'
import { useSaveCustomer } from '../api/use-save-customer'
import { CUSTOMER_FORM_FIELDS, CustomerForm, type CustomerFormValues } from './CustomerForm'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/** New Customer (no `customer`) or Edit Customer: save, toast, then go to the customer page (its title focused). */
export function CustomerFormModal({ customer }: { customer?: Customer }) {
  const [form] = Form.useForm<CustomerFormValues>()
  const [logo, setLogo] = useState<File>()
  const openResult = useOpenResult()
  const save = useSaveCustomer(customer?.identity)
  const action = customer ? 'updated' : 'created'

  const submit = async () => {
    const result = await submitForm(form, customerFormSchema, (input) => save.mutateAsync({ form: input, logo }), {
      toInput: (values) => ({ ...values, imageName: logo?.name }),
      fields: CUSTOMER_FORM_FIELDS,
      success: (saved) => missionMessages.saved(action, saved.customer.name),
      failure: () => missionMessages.saveFailed(customer ? 'update' : 'create'),
    })
    if (!result) return
    if (result.logoError) notify.error(missionMessages.saveFailed('update'), result.logoError)
    openResult(pathTo(paths.customer, result.customer.identity))
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
      form={form}
      dirty={!!logo}
    >
      <CustomerForm form={form} initial={initial} currentLogoUrl={customer?.logo_url} onLogo={setLogo} identity={customer?.identity} />
    </RouteModal>
  )
}
