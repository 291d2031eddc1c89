import { defineConfig } from 'drizzle-kit'

// Migrations are generated here and applied from code at start-up (see STACK-NOTES:
// `drizzle-kit migrate` fails silently on PGlite when a migration creates an extension).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
})
