import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const server = process.env.MC_SERVER_URL ?? 'http://localhost:8080'

export default defineConfig({
  plugins: [react()],
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
