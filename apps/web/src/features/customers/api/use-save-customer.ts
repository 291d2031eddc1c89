import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toCustomerBody, toCustomerPatchBody, type CustomerForm } from '@mc/domain'
import { apiFetch } from '../../../shared/api/http'
import { type Customer } from './customer.types'
import type { CustomerDetails } from '../../../shared/api/use-customer'
import { queryKeys } from '../../../shared/api/query-keys'

export interface SaveCustomerInput {
  form: CustomerForm
  /** A new logo chosen in the form, uploaded after the customer is saved. */
  logo?: File
}

async function uploadLogo(identity: string, logo: File): Promise<Customer> {
  const form = new FormData()
  form.append('file', logo, logo.name)
  return (await apiFetch<{ customer: Customer }>(`/customers/${encodeURIComponent(identity)}/logo`, { method: 'POST', form })).customer
}

export interface SaveCustomerResult {
  customer: Customer
  /** The customer was saved but its logo was refused: the caller reports both. */
  logoError?: unknown
}

/**
 * POST /customers or PATCH /customers/{id}, then the logo under the customer identity. The
 * logo goes second because it is stored under the identity the first call returns.
 */
export function useSaveCustomer(identity?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ form, logo }: SaveCustomerInput): Promise<SaveCustomerResult> => {
      const saved = identity
        ? (
            await apiFetch<{ customer: Customer }>(`/customers/${encodeURIComponent(identity)}`, {
              method: 'PATCH',
              body: { customer: toCustomerPatchBody(form) },
            })
          ).customer
        : (await apiFetch<{ customer: Customer }>('/customers', { method: 'POST', body: { customer: toCustomerBody(form) } })).customer
      if (!logo) return { customer: saved }
      try {
        return { customer: await uploadLogo(saved.identity, logo) }
      } catch (logoError) {
        return { customer: saved, logoError }
      }
    },
    onSuccess: ({ customer }) => {
      // A save answers the customer without its reporting periods: the page keeps the ones it has until the refetch.
      queryClient.setQueryData<CustomerDetails>(queryKeys.customers.detail(customer.identity), (shown) => (shown ? { ...shown, ...customer } : shown))
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers.all })
    },
  })
}
