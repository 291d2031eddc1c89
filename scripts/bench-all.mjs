// `npm run bench`: every benchmark file (`apps/*/bench/*.bench.ts`, `e2e/bench/*.bench.ts`), one
// after another so they do not compete for the two cores. Each prints its figures as ratios
// against a baseline it measures in the same run.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const roots = ['apps/server/bench', 'apps/web/bench', 'e2e/bench']
const only = process.argv[2]
const files = roots
  .filter((root) => fs.existsSync(root))
  .flatMap((root) =>
    fs
      .readdirSync(root)
      .filter((file) => file.endsWith('.bench.ts'))
      .map((file) => path.join(root, file)),
  )
  .filter((file) => !only || file.includes(only))
let failed = 0
for (const file of files) {
  console.log(`\n━━ ${file} ━━`)
  const result = spawnSync('npx', ['tsx', file], { stdio: 'inherit' })
  if (result.status !== 0) failed++
}
console.log(`\n${files.length - failed} of ${files.length} benchmarks ran.`)
process.exit(failed ? 1 : 0)
