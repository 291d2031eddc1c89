import type { ThemeConfig } from 'antd'
import { precomputedDefaultAlgorithm } from './precomputed-algorithm'

/**
 * Colours meet WCAG 2.2 AA contrast (4.5:1 for text; checked by e2e/tests/accessibility.spec.ts):
 * antd's default blue (#1677ff) gives white button text and links 4.0:1, and its secondary and
 * description greys (45 % black) 3.4:1, so both are darker here. Its error red (#ff4d4f) gives a
 * danger button's white text, form errors and an invalid field's suffix 3.3:1: antd's red-7 here
 * (5.6:1 on white, 5.1:1 on the error background).
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
    // antd's hover shades of those (#2e7ae6, links #579df2) are 4.2:1 and 2.8:1 under the pointer.
    colorPrimaryHover: '#1f6ee0',
    colorLinkHover: '#1f6ee0',
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
    borderRadius: 6,
    fontSize: 14,
  },
  components: {
    Layout: { headerBg: '#001529', bodyBg: '#f5f7fa' },
    // A table's empty text ("No Missions") is drawn in the disabled grey: readable instead.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
    // A calendar draws the days of the months before and after in the disabled grey (1.6:1), and
    // they can be chosen: readable instead. Disabled days keep their grey background.
    DatePicker: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
  },
}
