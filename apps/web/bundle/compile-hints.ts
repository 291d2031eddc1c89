// A build step: V8's compile hint first in the console's chunks (see COMPILE_ALL_ON_LOAD), checked
// by bundle-budget.test.ts.
import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint: a file that begins with this comment has all its functions compiled
 * while it streams in, on a background thread, instead of each one on the main thread the first
 * time it is called. A screen's first render calls most functions of the shell and of its route's
 * chunks for the first time, and that compiling was a large part of its long task: with the CPU
 * slowed 4x the first render of /customers took 0.9-1.15 s without the hint and 0.4-0.75 s with
 * it, of /organizations 1.15-1.55 s and 0.85-0.9 s (Chromium 150; docs/decisions/compile-hints.md).
 * SheetJS (the store-list upload worker, the store search) is left to compile lazily: most of
 * its functions are readers and writers of formats a given file never uses.
 */
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad'
export const COMPILED_LAZILY = /[\\/]node_modules[\\/]@e965[\\/]xlsx[\\/]/

/** Puts the compile hint first in every chunk but SheetJS's, after Vite has put its own lines there (the list of a chunk's preloads). */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own generateBundle (which writes the preload list first in a chunk).
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || output.moduleIds.some((id) => COMPILED_LAZILY.test(id))) continue
          output.code = `${COMPILE_ALL_ON_LOAD}\n${output.code}`
          // The source map's lines move down one: an empty first line of mappings (in the map file
          // already in the bundle, as Vite does for its own line).
          const mapFile = bundle[`${output.fileName}.map`]
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string }
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` })
          }
        }
      },
    },
  }
}
