import type { StoreColumns } from '@mc/domain/store-lists/store-list-row'

export interface RowSummary {
  total: number
  unprocessed: number
  withWiserStoreID: number
  withoutWiserStoreID: number
  pinAddedToMission: number
  error: number
}

export interface StoreListCampaign {
  identity: string
  name: string
  customer: { identity: string; name: string }
}

export interface StoreListSummary {
  identity: string
  name: string
  status: string
  createdAt: string
  rowSummary: RowSummary
}

export interface StatusSummaryEntry {
  status: string
  statusDetail: string | null
  count: number
}

export interface StoreListReport extends StoreListSummary {
  campaign: StoreListCampaign
  statusSummary: StatusSummaryEntry[]
}

export interface StoreRow extends StoreColumns {
  rowNumber: number
  status: string
  statusDetail: string | null
  matchConfidence: string | null
  addressNormalization: { streetAddress: string | null; city: string | null; state: string | null; postalCode: string | null } | null
  geocoding: { provider: string | null; score: number | null; latitude: number | null; longitude: number | null } | null
  organizationPlace: { identity: string; name: string | null; storeNumber: string | null; organizationName: string | null } | null
}
