// Stands in for the virtual-scrolling body of antd's Table (vite.config.ts: antdStandIns).
// antd's Table imports it on every table for its `virtual` prop, which no table of ours sets: it
// loads when a table with `virtual` is first drawn.
import { drawnOnDemand } from './drawn-on-demand'

export default drawnOnDemand(() => import('antd/es/table/RcTable/VirtualTable'))
