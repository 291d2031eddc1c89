// Stands in for the Tabs inside antd's Card (vite.config.ts: antdStandIns). The Card imports them
// for its `tabList` prop, which no card of ours sets, so every screen's shell carried antd's Tabs
// (about 12 KiB gzip): they load when a card with `tabList` is first drawn. The mission page's tabs
// import antd's Tabs themselves.
import { drawnOnDemand } from './drawn-on-demand'

export default drawnOnDemand(() => import('antd/es/tabs'))
