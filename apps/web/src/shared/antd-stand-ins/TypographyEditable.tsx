// Stands in for the in-place editor of antd's Typography (vite.config.ts: antdStandIns). Every
// Typography imports it (with a TextArea, so antd's Input and its styles: about 9 KiB gzip in the
// shell) for `editable`, which no text of ours sets: it loads when such a text is first drawn.
import { drawnOnDemand } from './drawn-on-demand'

export default drawnOnDemand(() => import('antd/es/typography/Editable'))
