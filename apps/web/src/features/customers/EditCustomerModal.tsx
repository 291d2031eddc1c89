import { useParams } from 'react-router'
import { useCustomer } from '../../shared/api/use-customer'
import { CustomerFormModal } from './components/CustomerFormModal'

/** /customers/{identity}/edit, over the customer page (which has already loaded the customer). */
export function EditCustomerModal() {
  const customer = useCustomer(useParams().identity!)
  return customer.data ? <CustomerFormModal key={customer.data.identity} customer={customer.data} /> : null
}
