// Stands in for the Pagination inside antd's List (vite.config.ts: antdStandIns). The List imports
// it on every list, although it shows only with the `pagination` prop, which no list of ours sets
// (they are short): it loads when a paged list is first drawn.
import { lazy, Suspense, type ComponentProps } from 'react'

const Pagination = lazy(() => import('antd/es/pagination'))

export default function ListPagination(props: ComponentProps<typeof Pagination>) {
  return (
    <Suspense fallback={null}>
      <Pagination {...props} />
    </Suspense>
  )
}
