// Stands in for the circle of antd's Progress (vite.config.ts: antdStandIns). The Progress imports
// it for `type="circle"` and `type="dashboard"`, which no progress of ours uses (they are lines):
// it loads when such a progress is first drawn.
import { drawnOnDemand } from './drawn-on-demand'

export default drawnOnDemand(() => import('antd/es/progress/Circle'))
