import { ASTUtils, AST_NODE_TYPES, type TSESLint, type TSESTree } from '@typescript-eslint/utils'
import { createRule } from '../create-rule.ts'

// What reaches the database, as apps/server/src/modules/sql-in-repositories.test.ts reads it.
/** `pool.query(…)`, `client.query(…)`, `deps.db.execute(…)`, `tx.execute(…)`: a query on a connection. */
const CONNECTION = /(?:pool|client|sql|db|tx|executor)$/i
const RUNS = new Set(['query', 'execute'])
/** drizzle's builder on the database or a transaction. */
const BUILDER_HANDLES = new Set(['db', 'tx', 'trx'])
const BUILDER_STARTS = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete'])
/** drizzle's sql template helpers. */
const SQL_HELPERS = new Set(['raw', 'join', 'param'])

/** A repository (`x.repository.ts`) or a query fragment repositories share (`x.sql.ts`). */
const SQL_FILE = /\.(?:repository|sql)\.ts$/

/** The name an object is reached by: `pool`, `deps.pool` → `pool`, `this.db` → `db`. */
function handleName(node: TSESTree.Node): string | null {
  if (node.type === AST_NODE_TYPES.Identifier) return node.name
  if (node.type === AST_NODE_TYPES.MemberExpression && !node.computed) return ASTUtils.getPropertyName(node)
  return null
}

/**
 * SQL lives in repositories: outside `*.repository.ts` (and `*.sql.ts` fragments) no file reaches
 * the database itself. Infrastructure that must (the connection, migrations, the job writer …) is
 * listed in eslint.config.js, beside this rule.
 */
export const sqlOnlyInRepositories = createRule<[], 'sqlOutsideRepository'>({
  name: 'sql-only-in-repositories',
  meta: {
    type: 'problem',
    docs: { description: 'Only repositories reach the database: no query, drizzle builder or sql template elsewhere.' },
    schema: [],
    messages: {
      sqlOutsideRepository: '{{what}} outside a repository: move the statement into a named function of a *.repository.ts file and call that.',
    },
  },
  defaultOptions: [],
  create(context) {
    if (SQL_FILE.test(context.filename)) return {}
    const report = (node: TSESTree.Node, what: string) => context.report({ node, messageId: 'sqlOutsideRepository', data: { what } })
    return {
      CallExpression(node) {
        const { callee } = node
        if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed) return
        const method = ASTUtils.getPropertyName(callee)
        const handle = handleName(callee.object)
        if (!method || !handle) return
        if (RUNS.has(method) && CONNECTION.test(handle)) report(node, `A query (${handle}.${method})`)
        else if (BUILDER_STARTS.has(method) && BUILDER_HANDLES.has(handle)) report(node, `drizzle's builder (${handle}.${method})`)
        else if (SQL_HELPERS.has(method) && callee.object.type === AST_NODE_TYPES.Identifier && handle === 'sql') report(node, `drizzle's sql.${method}`)
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type === AST_NODE_TYPES.Identifier && node.tag.name === 'sql') report(node, "drizzle's sql template")
      },
    } satisfies TSESLint.RuleListener
  },
})
