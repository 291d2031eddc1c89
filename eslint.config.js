import fs from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import mc from './tools/eslint-plugin-mc/index.ts'

const featuresDir = 'apps/web/src/features'
const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : []

export default tseslint.config(
  // Generated files (npm run graphql:generate) are checked by the generator and tsc, not by hand rules.
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/*.generated.ts',
      '**/.data/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'apps/server/src/test/**/*.ts', 'apps/server/bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // The conventions as lint rules (tools/eslint-plugin-mc: each rule has its test; docs/DEVELOPING.md says which).
  { plugins: { mc } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'mc/lazy-route-helper': 'error',
      'mc/route-path-registry': [
        'error',
        {
          functions: ['navigate', 'redirect', 'openResult', 'preloadRoute', 'usePreloadOnIntent', 'useCloseRouteModal'],
          attributes: ['to', 'path', 'closeTo'],
        },
      ],
    },
  },
  // shared/ builds the on-demand parts on React's lazy (lazyNamed, lazyReady, the antd stand-ins).
  { files: ['apps/web/src/shared/**/*.{ts,tsx}'], rules: { 'mc/lazy-route-helper': ['error', { allowReactLazy: true }] } },
  // The registry is where route paths are written.
  { files: ['apps/web/src/shared/routing/paths.ts'], rules: { 'mc/route-path-registry': 'off' } },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      // Tests and the data helpers only tests import (as modules/sql-in-repositories.test.ts exempts them).
      '**/*.test.ts',
      '**/*[.-]test-data.ts',
      '**/*.test-helper.ts',
      '**/*.test-support.ts',
      '**/test/**',
      // Infrastructure that holds SQL of its own (docs/DEVELOPING.md, SQL).
      'apps/server/src/db/**',
      'apps/server/src/jobs/job-writer.ts',
      'apps/server/src/audit/record-audit.ts',
      'apps/server/src/auth/staff-directory.ts',
      'apps/server/src/auth/embedded-provider/**',
      'apps/server/src/integrations/store-matcher.ts',
      'apps/server/src/ops/readiness.ts',
      'apps/server/src/ops/metrics.ts',
      'apps/server/src/ops/backup-embedded.ts',
      'apps/server/src/ops/backup-postgres.ts',
    ],
    rules: { 'mc/sql-only-in-repositories': 'error' },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\..*\\.json$',
              message: 'Node resolves "./x.json" to a JSON file at run time, never to x.json.ts: name the module x-json.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Import direction: domain is pure and imports no app code.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@mc/server*', '@mc/web*', 'node:*', 'fs', 'pg'], message: 'packages/domain is pure: no I/O and no app code.' }] },
      ],
    },
  },
  {
    // Import direction: shared code and the shell never import features.
    files: ['apps/web/src/shared/**/*.{ts,tsx}', 'apps/web/src/shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'shared and shell code must not import features or the app.' }] },
      ],
    },
  },
  // Import direction: a feature never imports another feature.
  ...(features.length > 1 ? features : []).map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features
                .filter((other) => other !== feature)
                .flatMap((other) => [`**/features/${other}`, `**/features/${other}/**`, `../${other}`, `../${other}/**`, `../../${other}/**`]),
              message: 'Features import from packages/domain and shared code, never from each other.',
            },
          ],
        },
      ],
    },
  })),
)
