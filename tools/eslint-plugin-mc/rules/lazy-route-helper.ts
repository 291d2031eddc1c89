import { ASTUtils, AST_NODE_TYPES, type TSESLint, type TSESTree } from '@typescript-eslint/utils'
import { createRule } from '../create-rule.ts'

type Options = [{ helper?: string; allowReactLazy?: boolean }]

/**
 * A route's `lazy` is the one helper's result (`lazy: lazyComponent(() => import('./X'), 'X')`,
 * directly or through a const of this file), so every screen loads the same way and the router's
 * preloading finds it. React's own `lazy` is for the shared helpers that build on it (`lazyNamed`,
 * `lazyReady`): `allowReactLazy` where they live.
 */
export const lazyRouteHelper = createRule<Options, 'routeWithoutHelper' | 'reactLazy'>({
  name: 'lazy-route-helper',
  meta: {
    type: 'problem',
    docs: { description: 'Lazy routes go through the one helper (lazyComponent); parts of a screen through lazyNamed or lazyReady.' },
    schema: [
      {
        type: 'object',
        properties: { helper: { type: 'string' }, allowReactLazy: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages: {
      routeWithoutHelper: "A lazy route loads through {{helper}}(() => import('./X'), 'X') (shared/routing/lazy-route.ts).",
      reactLazy: "React's lazy is for the shared helpers: use lazyNamed(load, 'X') or lazyReady(load, 'X') (shared/routing/), or {{helper}} for a route.",
    },
  },
  defaultOptions: [{ helper: 'lazyComponent', allowReactLazy: false }],
  create(context, [{ helper = 'lazyComponent', allowReactLazy = false }]) {
    const isHelperCall = (node: TSESTree.Node | null | undefined): boolean =>
      node?.type === AST_NODE_TYPES.CallExpression && node.callee.type === AST_NODE_TYPES.Identifier && node.callee.name === helper

    /** The route's `lazy` value is the helper's call, or a const of this file holding one. */
    function madeByHelper(value: TSESTree.Node): boolean {
      if (isHelperCall(value)) return true
      if (value.type !== AST_NODE_TYPES.Identifier) return false
      const variable = ASTUtils.findVariable(context.sourceCode.getScope(value), value)
      const definition = variable?.defs[0]
      return definition?.node.type === AST_NODE_TYPES.VariableDeclarator && isHelperCall(definition.node.init)
    }

    // The names this file gives React's lazy and React itself.
    const reactLazyNames = new Set<string>()
    const reactNames = new Set<string>()

    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'react') return
        for (const specifier of node.specifiers) {
          if (specifier.type === AST_NODE_TYPES.ImportSpecifier) {
            const imported = specifier.imported.type === AST_NODE_TYPES.Identifier ? specifier.imported.name : specifier.imported.value
            if (imported === 'lazy') reactLazyNames.add(specifier.local.name)
          } else reactNames.add(specifier.local.name)
        }
      },
      Property(node) {
        if (node.parent.type !== AST_NODE_TYPES.ObjectExpression || node.computed) return
        if (ASTUtils.getPropertyName(node) !== 'lazy') return
        // `lazy: true` and the like are not routes.
        if (node.value.type === AST_NODE_TYPES.Literal) return
        if (!madeByHelper(node.value)) context.report({ node: node.value, messageId: 'routeWithoutHelper', data: { helper } })
      },
      CallExpression(node) {
        if (allowReactLazy) return
        const { callee } = node
        const isReactLazy =
          (callee.type === AST_NODE_TYPES.Identifier && reactLazyNames.has(callee.name)) ||
          (callee.type === AST_NODE_TYPES.MemberExpression &&
            callee.object.type === AST_NODE_TYPES.Identifier &&
            reactNames.has(callee.object.name) &&
            ASTUtils.getPropertyName(callee) === 'lazy')
        if (isReactLazy) context.report({ node, messageId: 'reactLazy', data: { helper } })
      },
    } satisfies TSESLint.RuleListener
  },
})
