import { useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import type { StoreListCampaign } from './store-list.types'

const QUERY = /* GraphQL */ `
  query GetCampaignAndCustomer($identity: String!) {
    campaign(identity: $identity) { identity name customer { identity name } }
  }`

/** GetCampaignDetails for the store list screens' breadcrumbs (the campaigns module's campaign(identity)). */
export function useStoreListCampaign(identity: string) {
  return useQuery({
    queryKey: ['campaign', identity, 'store-list-breadcrumb'],
    queryFn: async () => {
      const data = await graphqlRequest<{ campaign: StoreListCampaign | null }>(QUERY, { identity })
      if (!data.campaign) throw new Error('This campaign does not exist.')
      return data.campaign
    },
  })
}
