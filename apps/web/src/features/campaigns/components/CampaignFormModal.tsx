import { Form } from 'antd'
import dayjs from 'dayjs'
import { campaignFormSchema, missionMessages, WIRE_DATE_FORMAT, type CampaignForm as CampaignInput } from '@mc/domain'
import { RouteModal } from '../../../shared/components/RouteModal'
import { submitForm } from '../../../shared/forms/submit-form'
import { useOpenResult } from '../../../shared/components/PageTitle'
import type { CampaignDetails } from '../api/use-campaign-details'
import { useSaveCampaign } from '../api/use-save-campaign'
import { useCurrentCustomers } from '../api/use-current-customers'
import { CAMPAIGN_FORM_FIELDS, CampaignForm, type CampaignFormValues } from './CampaignForm'
import { compareNames } from '@mc/domain/common/ordering'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/** New Campaign (for a customer) or Edit Campaign; after saving, the campaign page (its title focused). */
export function CampaignFormModal({ customerIdentity, campaign }: { customerIdentity: string; campaign?: CampaignDetails }) {
  const [form] = Form.useForm<CampaignFormValues>()
  const openResult = useOpenResult()
  const save = useSaveCampaign({ customerIdentity, campaignIdentity: campaign?.identity })
  const current = useCurrentCustomers(!!campaign)
  // The campaign's own customer stays choosable even when it is no longer current.
  const customers = campaign
    ? [...(current.data ?? []).filter((customer) => customer.identity !== campaign.customer.identity), campaign.customer].sort((a, b) =>
        compareNames(a.name, b.name),
      )
    : undefined

  const submit = async () => {
    // The customer is not the schema's: it picks where the campaign is saved.
    const saveCampaign = (input: CampaignInput) => save.mutateAsync({ form: input, customer: form.getFieldValue('customer') as string | undefined })
    const saved = await submitForm(form, campaignFormSchema, saveCampaign, {
      toInput: (values) => ({
        name: values.name,
        description: values.description,
        startDate: values.dates?.[0]?.format(WIRE_DATE_FORMAT),
        endDate: values.dates?.[1]?.format(WIRE_DATE_FORMAT),
        selfFunded: values.selfFunded,
      }),
      fields: CAMPAIGN_FORM_FIELDS,
      success: (row) => missionMessages.saved(campaign ? 'updated' : 'created', row.name),
      failure: () => missionMessages.saveFailed(campaign ? 'update' : 'create'),
    })
    if (saved) openResult(pathTo(paths.campaign, saved.identity))
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
      form={form}
    >
      <CampaignForm
        form={form}
        initial={initial}
        duplicateScope={{ customer: customerIdentity, except: campaign?.identity }}
        {...(customers ? { customers, customersLoading: current.isLoading } : {})}
      />
    </RouteModal>
  )
}
