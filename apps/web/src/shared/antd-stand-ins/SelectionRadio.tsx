// Stands in for antd's Radio inside its Table's row selection (vite.config.ts: antdStandIns).
// The Table imports Radio for `rowSelection={{ type: 'radio' }}`, which no table of ours uses (the
// pins table selects with checkboxes): the Radio loads when such a column is first drawn.
import { drawnOnDemand } from './drawn-on-demand'

export default drawnOnDemand(() => import('antd/es/radio'))
