import { Link } from 'react-router'
import type { KnownStore } from '../api/store-search'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

export function KnownStoreLink({ store }: { store: KnownStore }) {
  return <Link to={pathTo(paths.organizationPlace, store.identity)}>{`${store.organizationName}${store.storeNumber ? ` #${store.storeNumber}` : ''}`}</Link>
}
