// Stands in for the Pagination inside antd's List (vite.config.ts: antdStandIns). The List imports
// it on every list, although it shows only with the `pagination` prop, which no list of ours sets
// (they are short): it loads when a paged list is first drawn.
import { drawnOnDemand } from './drawn-on-demand'

export default drawnOnDemand(() => import('antd/es/pagination'))
