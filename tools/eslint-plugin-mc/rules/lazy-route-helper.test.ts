import { lazyRouteHelper } from './lazy-route-helper.ts'
import { testRule } from '../rule-tester.ts'

const helperImport = "import { lazyComponent, lazyNamed } from '../../shared/routing/lazy-route'\n"

testRule('lazy-route-helper', lazyRouteHelper, {
  valid: [
    // The helper's call, in place or through a const of the file.
    `${helperImport}export const routes = [{ path: paths.coverage(), lazy: lazyComponent(() => import('./CoverageExportPage'), 'CoverageExportPage') }]`,
    `${helperImport}const page = lazyComponent(() => import('./EmployeesPage'), 'EmployeesPage')
     export const routes = [{ path: paths.employees(), lazy: page, children: [{ path: paths.newEmployee(), lazy: page }] }]`,
    // Shorthand.
    `${helperImport}const lazy = lazyComponent(() => import('./X'), 'X')\nexport const route = { path: paths.x(), lazy }`,
    // A part of a screen loads through the shared helpers.
    `${helperImport}const Map = lazyNamed(() => import('./CoverageMap'), 'CoverageMap')`,
    // React's lazy where the helpers live (shared/), allowed by the option.
    { code: "import { lazy } from 'react'\nconst Part = lazy(load)", options: [{ allowReactLazy: true }] },
    // Not a route: a flag named lazy, another module's lazy.
    'const options = { lazy: true }',
    "import { lazy } from './my-lazy'\nconst x = lazy(load)",
  ],
  invalid: [
    {
      // A route loading its screen by hand.
      code: "export const routes = [{ path: paths.coverage(), lazy: async () => ({ Component: (await import('./CoverageExportPage')).CoverageExportPage }) }]",
      errors: [{ messageId: 'routeWithoutHelper' }],
    },
    {
      // Through a const that is not the helper's.
      code: `const page = async () => ({ Component: (await import('./EmployeesPage')).EmployeesPage })
       export const routes = [{ path: paths.employees(), lazy: page }]`,
      errors: [{ messageId: 'routeWithoutHelper' }],
    },
    {
      // A function named elsewhere: the rule cannot see it is the helper's.
      code: "import { page } from './pages'\nexport const routes = [{ path: paths.user(), lazy: page }]",
      errors: [{ messageId: 'routeWithoutHelper' }],
    },
    {
      // The helper under another name.
      code: "import { lazyComponent as load } from './lazy-route'\nexport const route = { path: paths.x(), lazy: load(() => import('./X'), 'X') }",
      errors: [{ messageId: 'routeWithoutHelper' }],
    },
    {
      code: "import { lazy, Suspense } from 'react'\nconst Popconfirm = lazy(() => import('antd/es/popconfirm'))",
      errors: [{ messageId: 'reactLazy' }],
    },
    {
      code: "import React from 'react'\nconst Part = React.lazy(() => import('./Part'))",
      errors: [{ messageId: 'reactLazy' }],
    },
    {
      code: "import { lazy as later } from 'react'\nconst Part = later(() => import('./Part'))",
      errors: [{ messageId: 'reactLazy' }],
    },
  ],
})
