/**
 * Fails when the schema and the checked-in migrations disagree: generates migrations from the
 * schema into a copy of the migrations folder and expects nothing new.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const serverDir = path.resolve(import.meta.dirname, '..')
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-migrations-'))
fs.cpSync(path.join(serverDir, 'drizzle'), copy, { recursive: true })
const before = new Set(fs.readdirSync(copy))
try {
  execFileSync('npx', ['drizzle-kit', 'generate', '--dialect=postgresql', '--schema=./src/db/schema/index.ts', `--out=${copy}`, '--name=drift'], {
    cwd: serverDir,
    stdio: 'pipe',
  })
  const added = fs.readdirSync(copy).filter((file) => !before.has(file))
  if (added.length) {
    console.error(`The schema has changes no migration holds (drizzle-kit would add ${added.join(', ')}).`)
    console.error('Run `npm run db:generate` and commit the new migration.')
    process.exitCode = 1
  } else {
    console.log('Migrations match the schema.')
  }
} finally {
  fs.rmSync(copy, { recursive: true, force: true })
}
