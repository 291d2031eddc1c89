import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

const server = process.env.MC_SERVER_URL ?? 'http://localhost:8080'

/**
 * antd's Table imports its column filter menu statically; none of our columns filter, so the menu
 * (and the Tree it brings) loads on demand: src/shared/table/filter-dropdown-on-demand.tsx.
 */
function tableFilterOnDemand(): Plugin {
  const onDemand = fileURLToPath(new URL('./src/shared/table/filter-dropdown-on-demand.tsx', import.meta.url))
  return {
    name: 'table-filter-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './FilterDropdown' && importer?.replaceAll('\\', '/').endsWith('/antd/es/table/hooks/useFilter/index.js')) return onDemand
      return null
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
  plugins: [react(), tableFilterOnDemand()],
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
