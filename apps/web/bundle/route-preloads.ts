// A build step: for each first screen (first-screens.ts), the chunks its first render needs beyond
// the entry's, written to dist/route-preloads.json. The server names them in the page it sends for
// that path (`<link rel="modulepreload">`, apps/server/src/http/first-screen-preloads.ts), so the
// browser fetches a screen's code beside the entry instead of after the entry has run.
import path from 'node:path'
import type { Plugin } from 'vite'
import { FIRST_SCREENS } from './first-screens.ts'

export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

/** One line of route-preloads.json: dist-relative files. */
export interface RoutePreload {
  path: string
  query?: Record<string, string>
  scripts: string[]
  styles: string[]
}

interface OutputChunk {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  isEntry: boolean
  imports: string[]
  viteMetadata?: { importedCss: Set<string> }
}

/** The plugin, for the console only (`webRoot`): another app built with the console's config (the bench's baseline) gets nothing. */
export function routePreloads(webRoot: string): Plugin {
  let isConsole = false
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      isConsole = path.resolve(config.root) === path.resolve(webRoot)
    },
    generateBundle(_options, bundle) {
      if (!isConsole) return
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk') as unknown as OutputChunk[]
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const byModule = new Map(
        chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[path.relative(webRoot, chunk.facadeModuleId).replaceAll('\\', '/'), chunk]] : [])),
      )
      const withImports = (files: string[]) => {
        const seen = new Set<string>()
        const visit = (file: string) => {
          if (seen.has(file)) return
          seen.add(file)
          byFile.get(file)?.imports.forEach(visit)
        }
        files.forEach(visit)
        return seen
      }
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry) return this.error('route-preloads: the build has no entry chunk')
      const inEntry = withImports([entry.fileName])
      const preloads: RoutePreload[] = FIRST_SCREENS.map((screen) => {
        const lazy = screen.lazy.map((module) => byModule.get(module)?.fileName ?? this.error(`route-preloads: ${module} is not a chunk of the build`))
        const scripts = [...withImports(lazy)].filter((file) => !inEntry.has(file))
        const styles = [...new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))]
        return { path: screen.path, ...(screen.query ? { query: screen.query } : {}), scripts, styles }
      })
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) })
    },
  }
}
