import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

const server = process.env.MC_SERVER_URL ?? 'http://localhost:8080'

/**
 * antd's Table imports parts that show only with options no table of ours sets: the column filter
 * menu (`filters`, with a Tree), the radio of `rowSelection={{ type: 'radio' }}` and the
 * virtual-scrolling body (`virtual`). Each import is served a stand-in that loads the part when a
 * table first draws it (src/shared/table/on-demand/), so a table route carries none of them.
 */
const ANTD_TABLE_ON_DEMAND: { importer: string; source: string; standIn: string }[] = [
  { importer: '/antd/es/table/hooks/useFilter/index.js', source: './FilterDropdown', standIn: 'FilterDropdown.tsx' },
  { importer: '/antd/es/table/hooks/useSelection.js', source: '../../radio', standIn: 'SelectionRadio.tsx' },
  { importer: '/antd/es/table/InternalTable.js', source: './RcTable/VirtualTable', standIn: 'VirtualTable.tsx' },
]

function antdTableOnDemand(): Plugin {
  const served = new Set<string>()
  return {
    name: 'antd-table-on-demand',
    enforce: 'pre',
    buildStart() {
      served.clear()
    },
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/')
      const part = ANTD_TABLE_ON_DEMAND.find((entry) => entry.source === source && from?.endsWith(entry.importer))
      if (!part) return null
      served.add(part.standIn)
      return fileURLToPath(new URL(`./src/shared/table/on-demand/${part.standIn}`, import.meta.url))
    },
    // A new antd that moved one of these imports would quietly bring the part back: say so instead.
    buildEnd(error) {
      const missed = ANTD_TABLE_ON_DEMAND.filter((entry) => !served.has(entry.standIn))
      if (!error && served.size > 0 && missed.length > 0)
        this.error(`antd's Table no longer imports ${missed.map((entry) => entry.source).join(', ')}: update ANTD_TABLE_ON_DEMAND`)
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
  plugins: [react(), antdTableOnDemand()],
  server: {
    port: 5173,
    proxy: { '/api': server, '/oidc': server, '/app-config.json': server },
  },
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // The console splits per route (app/routes.tsx and each feature's routes.tsx). The largest chunk
    // is the shell (React, the router, antd's core: ~0.9 MB, ~270 KiB gzip), then SheetJS, loaded
    // only by the store-list upload worker and the store search. The per-route budget is gzip, in
    // apps/web/bundle/bundle-budget.test.ts.
    chunkSizeWarningLimit: 1000,
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
