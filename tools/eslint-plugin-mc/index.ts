// The repository's conventions as lint rules (eslint.config.js turns them on, each for its files);
// each rule has a test beside it (vitest project lint-rules). Loaded by Node itself: only erasable
// TypeScript here, and relative imports name their .ts file.
import { lazyRouteHelper } from './rules/lazy-route-helper.ts'
import { routePathRegistry } from './rules/route-path-registry.ts'
import { sqlOnlyInRepositories } from './rules/sql-only-in-repositories.ts'

export default {
  meta: { name: 'eslint-plugin-mc' },
  rules: {
    'lazy-route-helper': lazyRouteHelper,
    'route-path-registry': routePathRegistry,
    'sql-only-in-repositories': sqlOnlyInRepositories,
  },
}
