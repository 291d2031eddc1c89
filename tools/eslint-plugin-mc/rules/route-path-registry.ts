import { ASTUtils, AST_NODE_TYPES, type TSESLint, type TSESTree } from '@typescript-eslint/utils'
import { createRule } from '../create-rule.ts'

type Options = [{ functions?: string[]; attributes?: string[]; registry?: string; fill?: string }]

/** Keys only a route object has: a `path` beside one of them is the router's. */
const ROUTE_KEYS = new Set([
  'lazy',
  'element',
  'Component',
  'children',
  'index',
  'loader',
  'action',
  'handle',
  'errorElement',
  'ErrorBoundary',
  'hydrateFallbackElement',
  'HydrateFallback',
  'shouldRevalidate',
])

/** Steps up from where the route is (`..`, `../..`, `.`): they name no route, so they cannot drift from the registry. */
const STEPS_UP = /^\.{1,2}(?:\/\.\.)*\/?$/
/** A link that keeps the path and changes the query or the hash. */
const SAME_PATH = /^[?#]/
/** An address inside the console (not another origin, not the API). */
const INTERNAL = /^\/(?!\/)(?!api(?:\/|$))/
/** A file the server hands out as it is (`/templates/x.xlsx`), not a screen. */
const FILE = /\.[a-z0-9]{2,5}$/i

type Strictness = 'any' | 'internal'

/**
 * Route paths come from the one registry (apps/web/src/shared/routing/paths.ts): a link's `to`, a
 * `<Route path>`, a route object's `path`, `navigate(…)` and the like never hold a path written as
 * a string or template, here or in a const of the file. `..` steps, `?query` and `#hash` links,
 * files (`/templates/x.xlsx`), and a template that starts with the registry's path
 * (`${paths.storeMatch}?customer=…`, `${pathTo(paths.mission, id)}?tab=pins`) are fine.
 */
export const routePathRegistry = createRule<Options, 'stringPath'>({
  name: 'route-path-registry',
  meta: {
    type: 'problem',
    docs: { description: 'Route paths come from the typed path registry, never from a string or template literal.' },
    schema: [
      {
        type: 'object',
        properties: {
          functions: { type: 'array', items: { type: 'string' } },
          attributes: { type: 'array', items: { type: 'string' } },
          registry: { type: 'string' },
          fill: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      stringPath: 'Route path written as a string: take it from the path registry ({{registry}}.x, {{fill}}({{registry}}.x, …): shared/routing/paths.ts).',
    },
  },
  defaultOptions: [{ functions: ['navigate', 'redirect'], attributes: ['to', 'path'], registry: 'paths', fill: 'pathTo' }],
  create(context, [{ functions = ['navigate', 'redirect'], attributes = ['to', 'path'], registry = 'paths', fill = 'pathTo' }]) {
    const pathFunctions = new Set(functions)
    const pathAttributes = new Set(attributes)

    /** `paths.x`, or `pathTo(paths.x, …)`. */
    const isFromRegistry = (node: TSESTree.Node | undefined): boolean =>
      (node?.type === AST_NODE_TYPES.MemberExpression && node.object.type === AST_NODE_TYPES.Identifier && node.object.name === registry) ||
      (node?.type === AST_NODE_TYPES.CallExpression && node.callee.type === AST_NODE_TYPES.Identifier && node.callee.name === fill)

    /** Whether a string's text is a route path in a place that takes `any` path, or only an `internal` one. */
    function isPathText(text: string, strictness: Strictness): boolean {
      if (strictness === 'internal') return INTERNAL.test(text)
      return text !== '' && !STEPS_UP.test(text) && !SAME_PATH.test(text)
    }

    /** The strings and templates an expression may evaluate to that are written route paths. */
    function writtenPaths(node: TSESTree.Node, strictness: Strictness, depth = 0): boolean {
      if (depth > 4) return false
      switch (node.type) {
        case AST_NODE_TYPES.Literal:
          return typeof node.value === 'string' && !FILE.test(node.value) && isPathText(node.value, strictness)
        case AST_NODE_TYPES.TemplateLiteral: {
          const head = node.quasis[0]?.value.cooked ?? ''
          if (FILE.test(node.quasis.at(-1)?.value.cooked ?? '')) return false
          if (head === '' && node.expressions.length > 0) return strictness === 'any' && !isFromRegistry(node.expressions[0])
          return isPathText(head, strictness)
        }
        case AST_NODE_TYPES.ConditionalExpression:
          return writtenPaths(node.consequent, strictness, depth + 1) || writtenPaths(node.alternate, strictness, depth + 1)
        case AST_NODE_TYPES.LogicalExpression:
          return writtenPaths(node.left, strictness, depth + 1) || writtenPaths(node.right, strictness, depth + 1)
        case AST_NODE_TYPES.TSAsExpression:
        case AST_NODE_TYPES.TSSatisfiesExpression:
        case AST_NODE_TYPES.TSNonNullExpression:
          return writtenPaths(node.expression, strictness, depth + 1)
        case AST_NODE_TYPES.Identifier: {
          // A const of this file holding the string.
          const definition = ASTUtils.findVariable(context.sourceCode.getScope(node), node)?.defs[0]
          const declarator = definition?.node
          return (
            declarator?.type === AST_NODE_TYPES.VariableDeclarator &&
            declarator.parent.kind === 'const' &&
            declarator.init != null &&
            writtenPaths(declarator.init, strictness, depth + 1)
          )
        }
        default:
          return false
      }
    }

    function check(node: TSESTree.Node | null | undefined, strictness: Strictness) {
      if (node && writtenPaths(node, strictness)) context.report({ node, messageId: 'stringPath', data: { registry, fill } })
    }

    const isLocation = (node: TSESTree.Node) => handleName(node) === 'location'

    return {
      JSXAttribute(node) {
        if (node.name.type !== AST_NODE_TYPES.JSXIdentifier || !node.value) return
        const name = node.name.name
        if (!pathAttributes.has(name) && name !== 'href') return
        const value = node.value.type === AST_NODE_TYPES.JSXExpressionContainer ? node.value.expression : node.value
        if (value.type === AST_NODE_TYPES.JSXEmptyExpression) return
        check(value, pathAttributes.has(name) ? 'any' : 'internal')
      },
      CallExpression(node) {
        const { callee } = node
        const name =
          callee.type === AST_NODE_TYPES.Identifier ? callee.name : callee.type === AST_NODE_TYPES.MemberExpression ? ASTUtils.getPropertyName(callee) : null
        if (!name) return
        if (pathFunctions.has(name)) check(node.arguments[0], 'any')
        // location.assign('/login'), window.location.replace(…)
        else if ((name === 'assign' || name === 'replace') && callee.type === AST_NODE_TYPES.MemberExpression && isLocation(callee.object))
          check(node.arguments[0], 'internal')
      },
      AssignmentExpression(node) {
        // location.href = '/login'
        const { left } = node
        if (left.type !== AST_NODE_TYPES.MemberExpression || !isLocation(left.object)) return
        const property = ASTUtils.getPropertyName(left)
        if (property === 'href' || property === 'pathname') check(node.right, 'internal')
      },
      Property(node) {
        if (node.parent.type !== AST_NODE_TYPES.ObjectExpression || node.computed) return
        const key = ASTUtils.getPropertyName(node)
        if (key === 'to' || key === 'pathname') check(node.value, 'internal')
        else if (key === 'path') {
          const isRoute = node.parent.properties.some(
            (other) => other.type === AST_NODE_TYPES.Property && ROUTE_KEYS.has(ASTUtils.getPropertyName(other) ?? ''),
          )
          check(node.value, isRoute ? 'any' : 'internal')
        }
      },
    } satisfies TSESLint.RuleListener
  },
})

/** The name an object is reached by: `location`, `window.location` → `location`. */
function handleName(node: TSESTree.Node): string | null {
  if (node.type === AST_NODE_TYPES.Identifier) return node.name
  if (node.type === AST_NODE_TYPES.MemberExpression && !node.computed) return ASTUtils.getPropertyName(node)
  return null
}
