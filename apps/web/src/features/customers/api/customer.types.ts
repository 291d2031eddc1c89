/** The REST shapes of spec 000 §7 (snake_case, as the server answers them). */
/** Lives beside the one hook that reads it (pages outside this feature read it too). */
export type { Customer } from '../../../shared/api/use-customer'

export type { CustomerCampaign, CustomerDashboard } from '@mc/domain/customers/customer.types'
