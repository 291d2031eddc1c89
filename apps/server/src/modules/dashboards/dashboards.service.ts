import { missionMessages } from '@mc/domain'
import type { CustomerDashboard } from '@mc/domain/customers/customer.types'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { AppError, badRequest } from '../../http/errors'
import { recordAudit } from '../../audit/record-audit'
import { getCustomerRow } from '../customers/customers.service'
import { dashboardsOfCustomer, usersOfDashboard } from './dashboards.repository'
import { parseIdentity, parseIntId } from '../../http/validate'

export async function listCustomerDashboards(deps: AppDeps, customerIdentity: string): Promise<CustomerDashboard[]> {
  const customer = await getCustomerRow(deps, customerIdentity)
  const rows = await dashboardsOfCustomer(deps.pool, customer.id)
  return rows.map((row) => ({ id: row.id, name: row.name, url: row.url, user_count: row.user_count }))
}

export const NO_LINKED_USERS = 'No active users of this customer are linked to this dashboard.'

/**
 * Email Users: one message per linked user, through the configured mailer. Answers with how many
 * were sent; a mailer failure is reported with the count the console's toast names.
 */
export async function emailDashboardUsers(deps: AppDeps, user: AuthUser, customerIdentity: string, dashboardId: number) {
  parseIdentity(customerIdentity)
  parseIntId(dashboardId, 'dashboard_id')
  const customer = await getCustomerRow(deps, customerIdentity)
  const recipients = await usersOfDashboard(deps.pool, customer.id, dashboardId)
  if (recipients.length === 0) throw badRequest(NO_LINKED_USERS, { dashboard_id: [NO_LINKED_USERS] })
  const dashboardName = recipients[0]!.dashboard_name
  const link = recipients[0]!.dashboard_url
  let sent = 0
  try {
    for (const recipient of recipients) {
      await deps.mailer.send({
        to: recipient.email,
        subject: `${customer.name}: ${dashboardName} dashboard`,
        text: [
          `Hello ${recipient.name},`,
          '',
          `${user.name} shared the ${dashboardName} analytics dashboard of ${customer.name} with you.`,
          link ? `Open it here: ${link}` : 'Open it from your analytics home page.',
        ].join('\n'),
      })
      sent++
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new AppError(502, `${missionMessages.emailUsersFailed(recipients.length)}: ${sent} sent before the mailer failed (${reason}).`)
  } finally {
    await recordAudit(deps.pool, user, {
      entityType: 'customer',
      entityIdentity: customer.identity,
      action: 'emailDashboard',
      after: { dashboardId, recipients: recipients.length, sent },
    })
  }
  return { emailed: sent, recipients: recipients.map((recipient) => recipient.email) }
}
