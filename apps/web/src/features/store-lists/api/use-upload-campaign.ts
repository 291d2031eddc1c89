import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { GetCampaignAndCustomerDocument } from './GetCampaignAndCustomer.document.generated'
import { queryKeys } from '../../../shared/api/query-keys'

/** GetCampaignDetails for the store list screens' breadcrumbs (the campaigns module's campaign(identity)). */
export function useStoreListCampaign(identity: string) {
  return useQuery({
    queryKey: queryKeys.campaigns.uploadBreadcrumb(identity),
    queryFn: async () => {
      const data = await graphqlRequest(GetCampaignAndCustomerDocument, { identity })
      if (!data.campaign) throw new Error('This campaign does not exist.')
      return data.campaign
    },
  })
}
