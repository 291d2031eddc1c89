// Stands in for antd's Radio inside its Table's row selection (vite.config.ts: antdStandIns).
// The Table imports Radio for `rowSelection={{ type: 'radio' }}`, which no table of ours uses (the
// pins table selects with checkboxes): the Radio loads when such a column is first drawn.
import { lazy, Suspense, type ComponentProps } from 'react'

const Radio = lazy(() => import('antd/es/radio'))

export default function SelectionRadio(props: ComponentProps<typeof Radio>) {
  return (
    <Suspense fallback={null}>
      <Radio {...props} />
    </Suspense>
  )
}
