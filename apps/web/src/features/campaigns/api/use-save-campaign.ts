import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toCampaignBody, type CampaignForm } from '@mc/domain'
import type { CampaignJson } from '@mc/domain/customers/customer.types'
import { apiFetch } from '../../../shared/api/http'
import { queryKeys } from '../../../shared/api/query-keys'

export type SavedCampaign = Pick<CampaignJson, 'identity' | 'name'>

/**
 * POST /customers/{customerId}/campaigns (create) or PATCH /campaigns/{id} (update), both
 * wrapped as { campaign }. The customer lists are refreshed too: they show campaign counts.
 */
export function useSaveCampaign(target: { customerIdentity: string; campaignIdentity?: string }) {
  const queryClient = useQueryClient()
  return useMutation({
    /** `customer`: on update, the customer the campaign moves to (its own when unchanged). */
    mutationFn: async ({ form, customer }: { form: CampaignForm; customer?: string | undefined }): Promise<SavedCampaign> => {
      const body = { campaign: toCampaignBody(form, customer ?? target.customerIdentity) }
      const path = target.campaignIdentity
        ? `/campaigns/${encodeURIComponent(target.campaignIdentity)}`
        : `/customers/${encodeURIComponent(target.customerIdentity)}/campaigns`
      return (await apiFetch<{ campaign: SavedCampaign }>(path, { method: target.campaignIdentity ? 'PATCH' : 'POST', body })).campaign
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers.all })
    },
  })
}
