import { Form } from 'antd'
import dayjs from 'dayjs'
import { useNavigate } from 'react-router'
import { campaignFormSchema, missionMessages, WIRE_DATE_FORMAT } from '@mc/domain'
import { RouteModal } from '../../../shared/components/RouteModal'
import { notify } from '../../../shared/feedback/notify'
import { applyServerErrors } from '../../../shared/forms/zod-rules'
import type { CampaignDetails } from '../api/use-campaign-details'
import { useSaveCampaign } from '../api/use-save-campaign'
import { useCurrentCustomers } from '../api/use-current-customers'
import { CAMPAIGN_SERVER_FIELDS, CampaignForm, type CampaignFormValues } from './CampaignForm'

/** New Campaign (for a customer) or Edit Campaign; after saving, the campaign page. */
export function CampaignFormModal({ customerIdentity, campaign }: { customerIdentity: string; campaign?: CampaignDetails }) {
  const [form] = Form.useForm<CampaignFormValues>()
  const navigate = useNavigate()
  const save = useSaveCampaign({ customerIdentity, campaignIdentity: campaign?.identity })
  const current = useCurrentCustomers(!!campaign)
  // The campaign's own customer stays choosable even when it is no longer current.
  const customers = campaign
    ? [...(current.data ?? []).filter((customer) => customer.identity !== campaign.customer.identity), campaign.customer].sort((a, b) =>
        a.name.localeCompare(b.name),
      )
    : undefined

  const submit = async () => {
    let values: CampaignFormValues
    try {
      values = await form.validateFields()
    } catch {
      return // antd shows each field's message
    }
    const parsed = campaignFormSchema.safeParse({
      name: values.name,
      description: values.description,
      startDate: values.dates?.[0]?.format(WIRE_DATE_FORMAT),
      endDate: values.dates?.[1]?.format(WIRE_DATE_FORMAT),
      selfFunded: values.selfFunded,
    })
    if (!parsed.success) {
      // The date range is one field on the form, two in the schema.
      const field = (key: string) => (key === 'startDate' || key === 'endDate' ? 'dates' : key) as keyof CampaignFormValues
      form.setFields(parsed.error.issues.map((issue) => ({ name: field(String(issue.path[0])), errors: [issue.message] })))
      return
    }
    try {
      const saved = await save.mutateAsync({ form: parsed.data, customer: values.customer })
      notify.success(missionMessages.saved(campaign ? 'updated' : 'created', saved.name))
      navigate(`/campaigns/${saved.identity}`)
    } catch (error) {
      applyServerErrors(form, error, CAMPAIGN_SERVER_FIELDS)
      notify.error(missionMessages.saveFailed(campaign ? 'update' : 'create'), error)
    }
  }

  const initial: Partial<CampaignFormValues> = campaign
    ? {
        name: campaign.name,
        description: campaign.goal,
        dates: [dayjs(campaign.startDate), dayjs(campaign.endDate)],
        selfFunded: campaign.selfFunded,
        customer: campaign.customer.identity,
      }
    : {}

  return (
    <RouteModal
      title={campaign ? 'Edit Campaign' : 'New Campaign'}
      okText={campaign ? 'Save Campaign' : 'Create Campaign'}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      width={560}
    >
      <CampaignForm form={form} initial={initial} {...(customers ? { customers, customersLoading: current.isLoading } : {})} />
    </RouteModal>
  )
}
