import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { graphqlRequest } from '../../../shared/api/graphql'
import { POLL_INTERVAL_MS } from '../../../shared/api/query-client'
import type { StoreRow } from './store-list.types'

const QUERY = /* GraphQL */ `
  query GetMissionDeployTemplateRows($identity: String!, $page: Int, $limit: Int, $status: String, $statusDetail: String) {
    missionDeployTemplate(identity: $identity) {
      identity
      rows(page: $page, limit: $limit, status: $status, statusDetail: $statusDetail) {
        total
        items {
          rowNumber organizationName storeNumber streetAddress city state postalCode country status statusDetail matchConfidence
          addressNormalization { streetAddress city state postalCode }
          geocoding { provider score latitude longitude }
          organizationPlace { identity name storeNumber organizationName }
        }
      }
    }
  }`

export interface RowsQuery {
  page: number
  limit: number
  status: string
  statusDetail: string
}

/** The rows table: polled every 60 s (spec 001 §9). */
export function useStoreListRows(identity: string, query: RowsQuery) {
  return useQuery({
    queryKey: ['store-list', identity, 'rows', query],
    queryFn: async () => {
      const data = await graphqlRequest<{ missionDeployTemplate: { rows: { total: number; items: StoreRow[] } } | null }>(QUERY, {
        identity, page: query.page, limit: query.limit, status: query.status || null, statusDetail: query.statusDetail || null,
      })
      return data.missionDeployTemplate?.rows ?? { total: 0, items: [] }
    },
    placeholderData: keepPreviousData,
    refetchInterval: POLL_INTERVAL_MS,
  })
}
