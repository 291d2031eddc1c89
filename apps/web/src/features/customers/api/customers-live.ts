import { useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '../../../shared/api/query-keys'
import { useRecordChanges } from '../../../shared/live/record-events'

/** The customers index: a customer added, changed or deleted by anyone reads its lists again. */
export function useCustomersLive(): void {
  const queryClient = useQueryClient()
  useRecordChanges('customers', ['customer'], () => void queryClient.invalidateQueries({ queryKey: queryKeys.customers.list() }), 'a customer')
}

/** A customer's page: its campaigns read again when a campaign changes; a colleague's change to the customer told. */
export function useCustomerPageLive(identity: string): void {
  const queryClient = useQueryClient()
  useRecordChanges(
    `customer-page:${identity}`,
    ['customer', 'campaign'],
    (event) => {
      if (event.resource === 'campaign') void queryClient.invalidateQueries({ queryKey: queryKeys.customers.campaigns(identity) })
    },
    (event) => (event.resource === 'campaign' ? 'a campaign' : event.id === identity ? 'this customer' : 'a customer'),
  )
}
