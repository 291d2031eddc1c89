// Stands in for antd's Tag.CheckableTag (vite.config.ts: antdStandIns): every Tag carries it as a
// property, and no screen of ours draws one. It loads when one is first drawn.
import { drawnOnDemand } from './drawn-on-demand'

export default drawnOnDemand(() => import('antd/es/tag/CheckableTag'))
