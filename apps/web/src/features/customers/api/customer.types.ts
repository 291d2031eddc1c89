/** The REST shapes of spec 000 §7 (snake_case, as the server answers them). */
/** Lives beside the one hook that reads it (pages outside this feature read it too). */
export type { Customer } from '../../../shared/api/use-customer'

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
