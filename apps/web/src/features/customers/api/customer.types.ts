/** The REST shapes of spec 000 §7 (snake_case, as the server answers them). */
export interface Customer {
  identity: string
  name: string
  description: string
  is_current: boolean
  salesforce_customer_id: string
  salesforce_opportunity_url: string | null
  logo_url: string | null
}

export interface CustomerCampaign {
  identity: string
  name: string
  description: string
  start_date: string
  end_date: string
  self_funded: boolean
  legacy_id: number
  active_missions: number
  finished: boolean
}

export interface CustomerDashboard {
  id: number
  name: string
  url: string | null
  user_count: number
}
