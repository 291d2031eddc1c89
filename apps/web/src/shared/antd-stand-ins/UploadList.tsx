// Stands in for the file list of antd's Upload (vite.config.ts: antdStandIns). The Upload imports
// it (with a Progress per file) on every screen with an upload, although it shows only when
// `showUploadList` is on, which no upload of ours sets: it loads when such a list is first drawn.
import { lazy, Suspense, type ComponentProps } from 'react'

const List = lazy(() => import('antd/es/upload/UploadList'))

export default function UploadList(props: ComponentProps<typeof List>) {
  return (
    <Suspense fallback={props.appendActionVisible ? (props.appendAction ?? null) : null}>
      <List {...props} />
    </Suspense>
  )
}
