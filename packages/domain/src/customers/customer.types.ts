// What the customer REST calls answer (spec 000 §7, snake_case): the server builds these, the console reads them.

/** A campaign as the REST API answers it. */
export interface CampaignJson {
  identity: string
  name: string
  description: string
  start_date: string
  end_date: string
  self_funded: boolean
  legacy_id: number
  finished: boolean
  /** On the customer page's list only. */
  active_missions?: number
  customer?: { identity: string; name: string }
  created_at: string
  updated_at: string
}

/** A campaign on the customer page: with its count of active missions. */
export type CustomerCampaign = CampaignJson & { active_missions: number }

export interface CustomerDashboard {
  id: number
  name: string
  url: string | null
  user_count: number
}

/** One mission of the Alignment screen (our endpoint: docs/domain/customers.md). */
export interface AlignmentMission {
  identity: string
  name: string
  state: string
  start_date: string
  end_date: string
  campaign: { identity: string; name: string }
  stores_in_alignment: number
  stores_deployed: number
}

export interface CustomerAlignment {
  customer: { identity: string; name: string }
  totals: { missions: number; stores_in_alignment: number; stores_deployed: number }
  missions: AlignmentMission[]
}
