import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
// With its extension: Vite's native config loader (its next default) resolves none without one.
import { routePreloads } from './bundle/route-preloads.ts'
import { compileHints } from './bundle/compile-hints.ts'
import { previousBuilds } from './bundle/previous-builds.ts'

const server = process.env.MC_SERVER_URL ?? 'http://localhost:8080'

/**
 * Parts antd's components import for every screen that uses them, each served a stand-in from
 * src/shared/antd-stand-ins/. Each one is kept because a route would exceed its budget without it
 * (the figures, and what to check on an antd upgrade: docs/decisions/antd-stand-ins.md):
 * - parts that show only with options no screen of ours sets load when first drawn: the Table's
 *   column filter menu (`filters`, with a Tree), the radio of `rowSelection={{ type: 'radio' }}`
 *   and virtual-scrolling body (`virtual`), the Card's Tabs (`tabList`: the Card is in the shell,
 *   so its Tabs were on every screen), the Progress's circle (`type="circle"`), the Upload's file
 *   list (`showUploadList`), the Tag's checkable tags (`Tag.CheckableTag`, `Tag.CheckableTagGroup`),
 *   the Typography's in-place editor (`editable`, with a TextArea: the Typography is in the shell,
 *   so antd's Input was on every screen);
 * - the modal hook of antd's App, shown only after an action (its confirmations): loaded once the
 *   page is idle, beside the screen rather than before it;
 * - the page-size changer of every pagination: a menu of the sizes instead of antd's full Select;
 * - the form engine's index where antd's form context (on every screen) takes only its FormProvider:
 *   the index brings Field, List, useForm and the validator, so only the provider's own file.
 */
const ANTD_STAND_INS: { importer: string; source: string; standIn: string }[] = [
  { importer: '/antd/es/table/hooks/useFilter/index.js', source: './FilterDropdown', standIn: 'FilterDropdown.tsx' },
  { importer: '/antd/es/table/hooks/useSelection.js', source: '../../radio', standIn: 'SelectionRadio.tsx' },
  { importer: '/antd/es/table/InternalTable.js', source: './RcTable/VirtualTable', standIn: 'VirtualTable.tsx' },
  { importer: '/antd/es/card/Card.js', source: '../tabs', standIn: 'CardTabs.tsx' },
  { importer: '/antd/es/progress/progress.js', source: './Circle', standIn: 'ProgressCircle.tsx' },
  { importer: '/antd/es/upload/Upload.js', source: './UploadList', standIn: 'UploadList.tsx' },
  { importer: '/antd/es/pagination/Pagination.js', source: '../select', standIn: 'PageSizeMenu.tsx' },
  { importer: '/antd/es/app/App.js', source: '../modal/useModal', standIn: 'AppModal.tsx' },
  { importer: '/antd/es/tag/index.js', source: './CheckableTag', standIn: 'CheckableTag.tsx' },
  { importer: '/antd/es/tag/index.js', source: './CheckableTagGroup', standIn: 'CheckableTagGroup.tsx' },
  { importer: '/antd/es/typography/Base/index.js', source: '../Editable', standIn: 'TypographyEditable.tsx' },
  { importer: '/antd/es/form/context.js', source: '@rc-component/form', standIn: 'RcFormProvider.ts' },
]

function antdStandIns(): Plugin {
  const served = new Set<string>()
  return {
    name: 'antd-stand-ins',
    enforce: 'pre',
    buildStart() {
      served.clear()
    },
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/')
      const part = ANTD_STAND_INS.find((entry) => entry.source === source && from?.endsWith(entry.importer))
      if (!part) return null
      served.add(part.standIn)
      return fileURLToPath(new URL(`./src/shared/antd-stand-ins/${part.standIn}`, import.meta.url))
    },
    // A new antd that moved one of these imports would quietly bring the part back: say so instead.
    buildEnd(error) {
      const missed = ANTD_STAND_INS.filter((entry) => !served.has(entry.standIn))
      if (!error && served.size > 0 && missed.length > 0)
        this.error(`antd no longer imports ${missed.map((entry) => entry.source).join(', ')} where ANTD_STAND_INS expects it: update the list`)
    },
  }
}

/**
 * antd's building blocks (@rc-component/*) run nothing on import but do not say so in their
 * package.json (antd does: "sideEffects": ["*.css"]). Said here, a module of theirs none of whose
 * exports is used is left out: the Table's row selection reads four helpers of the Tree package,
 * which otherwise brought the whole Tree component with it.
 */
const RC_COMPONENTS_WITHOUT_SIDE_EFFECTS = /[\\/]node_modules[\\/]@rc-component[\\/]/

export default defineConfig({
  plugins: [react(), antdStandIns(), routePreloads(fileURLToPath(new URL('.', import.meta.url))), compileHints(), previousBuilds()],
  server: {
    port: 5173,
    proxy: { '/api': server, '/oidc': server, '/app-config.json': server },
  },
  build: {
    outDir: 'dist',
    // No modulepreload polyfill in the entry (0.2 KiB gzip on every route, which the live console
    // needed: docs/decisions/live-console-bundle.md). Browsers without <link rel="modulepreload">
    // (Safari before 17, Firefox before 115) ignore the server's first-screen preload links and
    // fetch those chunks as the imports reach them.
    modulePreload: { polyfill: false },
    // A deploy leaves the previous builds' hashed files in place for pages opened before it; the
    // previous-builds plugin prunes them by the retention in docs/OPERATIONS.md (dist/builds.json).
    emptyOutDir: false,
    sourcemap: 'hidden',
    // The console splits per route (app/routes.tsx and each feature's routes.tsx). The largest chunk
    // is the shell (React, the router, antd's core: ~0.9 MB, ~270 KiB gzip), then SheetJS, loaded
    // only by the store-list upload worker and the store search. The per-route budget is gzip, in
    // apps/web/bundle/bundle-budget.test.ts.
    chunkSizeWarningLimit: 1000,
    // Leaflet's marker images stay files, fetched when a marker shows, not base64 in every map's code.
    assetsInlineLimit: (file) => (file.replaceAll('\\', '/').includes('/leaflet/dist/images/') ? false : undefined),
    rolldownOptions: {
      treeshake: {
        // Module side effects: see RC_COMPONENTS_WITHOUT_SIDE_EFFECTS.
        moduleSideEffects: [{ test: RC_COMPONENTS_WITHOUT_SIDE_EFFECTS, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, antd's core, the shell) in one
          // chunk: every route needs all of it, and one file compresses better than dozens of small ones.
          // Each route's own code stays in the chunks Rolldown splits by which routes share it.
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
})
