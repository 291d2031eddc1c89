import type { CustomerAlignment } from '@mc/domain/customers/customer.types'
import type { AppDeps } from '../../app-deps'
import { alignmentByMission, alignmentTotals } from './customers.repository'
import { getCustomerRow } from './customers.service'

/**
 * The Alignment screen (our reading, docs/domain/customers.md): per mission of the customer, the
 * stores it is aligned to (matched by its store lists, or holding a pin) and the stores deployed
 * (holding a running pin).
 */
export async function customerAlignment(deps: AppDeps, identity: string): Promise<CustomerAlignment> {
  const customer = await getCustomerRow(deps, identity)
  const missions = await alignmentByMission(deps.pool, customer.id)
  const totals = await alignmentTotals(deps.pool, customer.id)
  return {
    customer: { identity: customer.identity, name: customer.name },
    totals: { missions: missions.length, ...totals },
    missions: missions.map((row) => ({
      identity: row.identity,
      name: row.name,
      state: row.state,
      start_date: row.start_date,
      end_date: row.end_date,
      campaign: { identity: row.campaign_identity, name: row.campaign_name },
      stores_in_alignment: row.stores_in_alignment,
      stores_deployed: row.stores_deployed,
    })),
  }
}
