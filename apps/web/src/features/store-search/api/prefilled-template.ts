import { TEMPLATE_COLUMNS } from '@mc/domain/store-lists/store-list.columns'
import { STORE_LIST_TEMPLATE_NAME } from '@mc/domain/store-lists/store-list.messages'
import type { KnownStore } from './store-search'

/** The selected stores as a Mission Deploy Template: store ids and addresses filled, mission and group left to fill in. */
export async function downloadPrefilledTemplate(stores: readonly KnownStore[]): Promise<void> {
  const XLSX = await import('@e965/xlsx')
  const rows = stores.map((store) => {
    const values: Record<string, string> = {
      wiser_store_id: store.identity,
      org_name: store.organizationName,
      store_number: store.storeNumber ?? '',
      street_address: store.streetAddress ?? '',
      city: store.city ?? '',
      state: store.state ?? '',
      postal_code: store.postalCode ?? '',
      country: 'US',
    }
    return TEMPLATE_COLUMNS.map((column) => values[column] ?? '')
  })
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([[...TEMPLATE_COLUMNS], ...rows]), 'Stores')
  XLSX.writeFile(book, `${STORE_LIST_TEMPLATE_NAME}.xlsx`)
}
