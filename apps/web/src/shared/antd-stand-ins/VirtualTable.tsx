// Stands in for the virtual-scrolling body of antd's Table (vite.config.ts: antdStandIns).
// antd's Table imports it on every table for its `virtual` prop, which no table of ours sets: it
// loads when a table with `virtual` is first drawn.
import { lazy, Suspense, type ComponentProps } from 'react'

const RcVirtualTable = lazy(() => import('antd/es/table/RcTable/VirtualTable'))

export default function VirtualTable(props: ComponentProps<typeof RcVirtualTable>) {
  return (
    <Suspense fallback={null}>
      <RcVirtualTable {...props} />
    </Suspense>
  )
}
