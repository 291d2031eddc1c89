import type {
  GetCampaignAndCustomerQuery,
  GetCampaignStoreListsQuery,
  GetMissionDeployTemplateQuery,
  GetMissionDeployTemplateRowsQuery,
  StoreListRowSummaryFragment,
} from '../../../shared/api/graphql.generated'

/** The store list types are the operations' own (store-lists.graphql, typed by npm run graphql:generate). */
export type RowSummary = StoreListRowSummaryFragment
export type StoreListReport = NonNullable<GetMissionDeployTemplateQuery['missionDeployTemplate']>
export type StatusSummaryEntry = StoreListReport['statusSummary'][number]
export type StoreListSummary = GetCampaignStoreListsQuery['campaignMissionDeployTemplates']['items'][number]
export type StoreListCampaign = NonNullable<GetCampaignAndCustomerQuery['campaign']>
export type StoreRow = NonNullable<GetMissionDeployTemplateRowsQuery['missionDeployTemplate']>['rows']['items'][number]
