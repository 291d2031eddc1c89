// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text asset of dist/, so the
// server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { promisify } from 'node:util'

// The console's dist/, or the folder given (the console-weight bench builds into a temp folder).
const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(import.meta.dirname, '../dist')
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|woff)$/
// Below this, the headers cost more than the bytes saved.
const MIN_BYTES = 1024

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

/**
 * A file under assets/ is named by its content's hash: copies beside it are of the same content (a
 * previous build's file, which dist/ keeps: bundle/previous-builds.ts).
 */
function hasFreshCopies(file) {
  if (!path.relative(dist, file).startsWith(`assets${path.sep}`)) return false
  return ['.br', '.gz'].every((suffix) => fs.existsSync(file + suffix))
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const todo = [...files(dist)].filter((file) => COMPRESSIBLE.test(file) && !hasFreshCopies(file))
// zlib's async calls run on libuv's thread pool: one file per core at a time, largest first so the
// last to finish is a small one (brotli 11 of the shell chunk alone takes seconds).
todo.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)
let count = 0
async function compressNext() {
  for (let file = todo.shift(); file !== undefined; file = todo.shift()) {
    const content = fs.readFileSync(file)
    if (content.length < MIN_BYTES) continue
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length }
    const [br, gz] = await Promise.all([brotli(content, { params }), gzip(content, { level: 9 })])
    fs.writeFileSync(`${file}.br`, br)
    fs.writeFileSync(`${file}.gz`, gz)
    count++
  }
}
await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, compressNext))
console.log(`precompress: ${count} files with .br and .gz copies in ${path.relative(process.cwd(), dist)}`)
