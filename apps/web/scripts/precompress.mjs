// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text asset of dist/, so the
// server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

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

/** A file under assets/ is named by its content's hash: copies beside it are of the same content. */
function hasFreshCopies(file) {
  if (!path.relative(dist, file).startsWith(`assets${path.sep}`)) return false
  return ['.br', '.gz'].every((suffix) => fs.existsSync(file + suffix))
}

let count = 0
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file)) continue
  // A previous build's file (dist/ keeps them, see bundle/previous-builds.ts) already has its copies.
  if (hasFreshCopies(file)) continue
  const content = fs.readFileSync(file)
  if (content.length < MIN_BYTES) continue
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
  )
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }))
  count++
}
console.log(`precompress: ${count} files with .br and .gz copies in ${path.relative(process.cwd(), dist)}`)
