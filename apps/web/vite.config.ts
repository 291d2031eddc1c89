import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const server = process.env.MC_SERVER_URL ?? 'http://localhost:8080'

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': server, '/oidc': server, '/app-config.json': server },
  },
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 1200 },
})
