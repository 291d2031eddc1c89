// Stands in for the circle of antd's Progress (vite.config.ts: antdStandIns). The Progress imports
// it for `type="circle"` and `type="dashboard"`, which no progress of ours uses (they are lines):
// it loads when such a progress is first drawn.
import { lazy, Suspense, type ComponentProps } from 'react'

const Circle = lazy(() => import('antd/es/progress/Circle'))

export default function ProgressCircle(props: ComponentProps<typeof Circle>) {
  return (
    <Suspense fallback={null}>
      <Circle {...props} />
    </Suspense>
  )
}
