// Stands in for the column filter menu inside antd's Table (vite.config.ts: antdStandIns).
// antd's Table imports that menu (a Tree, a Menu, radios, a search box: about 10 KiB gzip) on every
// table, although it shows only on a column with `filters` or a `filterDropdown`. Here it loads when
// such a column is first drawn; until then the column shows its title. No column of ours filters.
import { lazy, Suspense, type ComponentProps } from 'react'

const FilterDropdown = lazy(() => import('antd/es/table/hooks/useFilter/FilterDropdown'))

export default function FilterDropdownOnDemand(props: ComponentProps<typeof FilterDropdown>) {
  return (
    <Suspense fallback={props.children}>
      <FilterDropdown {...props} />
    </Suspense>
  )
}

interface FilterItem {
  value: unknown
  children?: FilterItem[]
}

/** antd's own `flattenKeys` (the filter hook reads it with the menu): the values of a filter tree, depth first. */
export function flattenKeys(filters: FilterItem[] | undefined): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...(children ? flattenKeys(children) : [])])
}
