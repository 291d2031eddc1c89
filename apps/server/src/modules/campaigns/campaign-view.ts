import { isCampaignFinished } from '@mc/domain/campaigns/campaign.rules'
import type { WireDate } from '@mc/domain'
import type { CampaignJson } from '@mc/domain/customers/customer.types'
import type { CampaignRow } from './campaigns.repository'

/** A campaign as the REST API answers it (snake_case, the spec's wire names). */
export function campaignJson(
  row: CampaignRow,
  today: WireDate,
  extra: { customer?: { identity: string; name: string }; activeMissions?: number } = {},
): CampaignJson {
  return {
    identity: row.identity,
    name: row.name,
    description: row.description,
    start_date: row.startDate,
    end_date: row.endDate,
    self_funded: row.selfFunded,
    legacy_id: row.legacyId,
    finished: isCampaignFinished(row, today),
    ...(extra.activeMissions !== undefined ? { active_missions: extra.activeMissions } : {}),
    ...(extra.customer ? { customer: extra.customer } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
