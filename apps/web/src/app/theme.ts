import type { ThemeConfig } from 'antd'
import { precomputedDefaultAlgorithm } from './precomputed-algorithm'

/**
 * Colours meet WCAG 2.2 AA contrast (4.5:1 for text; checked by e2e/tests/accessibility.spec.ts):
 * antd's default blue (#1677ff) gives white button text and links 4.0:1, and its secondary and
 * description greys (45 % black) 3.4:1, so both are darker here.
 */
export const theme: ThemeConfig = {
  // antd's component styles come from its stylesheet (antd/dist/antd.css, imported first by
  // main.tsx) instead of being generated and injected as each component first renders: that work
  // was about half of every screen's long tasks with the CPU slowed 4x. The tokens below still
  // reach the components as CSS variables.
  zeroRuntime: true,
  // antd's default algorithm, its result for the tokens below read from the build (see the file).
  algorithm: precomputedDefaultAlgorithm,
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    borderRadius: 6,
    fontSize: 14,
  },
  components: {
    Layout: { headerBg: '#001529', bodyBg: '#f5f7fa' },
    // A table's empty text ("No Missions") is drawn in the disabled grey: readable instead.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
  },
}
