import { z } from 'zod'
import { MUST_BE_WHOLE_NUMBER, REQUIRED } from '@mc/domain'
import type { ServerModule } from '../server-module'
import { requireUser } from '../../auth/auth.plugin'
import { parseInput } from '../../http/validate'
import { emailDashboardUsers, listCustomerDashboards } from './dashboards.service'

type WithIdentity = { Params: { identity: string } }

const emailDashboardBody = z.object({
  dashboard_id: z.coerce.number({ error: REQUIRED }).int(MUST_BE_WHOLE_NUMBER).positive(MUST_BE_WHOLE_NUMBER),
})

/** The customer page's Dashboards card and its Email Users buttons (spec 000 §7). */
export const dashboardsModule: ServerModule = {
  name: 'dashboards',
  access: 'staff',
  routes(app, deps) {
    app.get<WithIdentity>('/customers/:identity/sisense_dashboards', async (request) => ({
      sisense_dashboards: await listCustomerDashboards(deps, request.params.identity),
    }))
    app.post<WithIdentity>('/customers/:identity/email_dashboard', async (request) => {
      const user = requireUser(request)
      const body = parseInput(emailDashboardBody, request.body)
      return emailDashboardUsers(deps, user, request.params.identity, body.dashboard_id)
    })
  },
}
