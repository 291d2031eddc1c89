// Stands in for the Tabs inside antd's Card (vite.config.ts: antdStandIns). The Card imports them
// for its `tabList` prop, which no card of ours sets, so every screen's shell carried antd's Tabs
// (about 12 KiB gzip): they load when a card with `tabList` is first drawn. The mission page's tabs
// import antd's Tabs themselves.
import { lazy, Suspense, type ComponentProps } from 'react'

const Tabs = lazy(() => import('antd/es/tabs'))

export default function CardTabs(props: ComponentProps<typeof Tabs>) {
  return (
    <Suspense fallback={null}>
      <Tabs {...props} />
    </Suspense>
  )
}
