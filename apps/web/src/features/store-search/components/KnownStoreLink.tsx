import { Link } from 'react-router'
import type { KnownStore } from '../api/store-search'

export function KnownStoreLink({ store }: { store: KnownStore }) {
  return <Link to={`/organization_places/${store.identity}`}>{`${store.organizationName}${store.storeNumber ? ` #${store.storeNumber}` : ''}`}</Link>
}
