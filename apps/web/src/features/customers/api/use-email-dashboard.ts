import { useMutation } from '@tanstack/react-query'
import { missionMessages } from '@mc/domain'
import { apiFetch } from '../../../shared/api/http'
import { notify } from '../../../shared/feedback/notify'
import type { CustomerDashboard } from './customer.types'

/** POST /customers/{id}/email_dashboard, with the spec's toasts. */
export function useEmailDashboard(customerIdentity: string) {
  return useMutation({
    mutationFn: (dashboard: CustomerDashboard) =>
      apiFetch<{ emailed: number }>(`/customers/${encodeURIComponent(customerIdentity)}/email_dashboard`, {
        method: 'POST',
        body: { dashboard_id: dashboard.id },
      }),
    onSuccess: (result) => notify.success(missionMessages.usersEmailed(result.emailed)),
    onError: (error, dashboard) => notify.error(missionMessages.emailUsersFailed(dashboard.user_count), error),
  })
}
