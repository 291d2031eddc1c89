// The e2e run's server: the demo data comes from the seeded database template the integration tests
// build (apps/server/src/test/seeded-template.ts: one per day, migrations and seed), copied into
// this run's folder, then the real entry starts on it as `npm start` would. The seed itself is the
// same code either way; copying its result takes seconds where seeding takes about a minute, and a
// run that finds no template builds it first.
import path from 'node:path'
import { seededPgliteCopy } from '../../apps/server/src/test/seeded-template'

const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('DATA_DIR is not set: the e2e config starts this server with its own folder')
if (!process.env.DATABASE_URL) await seededPgliteCopy(path.join(dataDir, 'pglite'))
await import('../../apps/server/src/main')
