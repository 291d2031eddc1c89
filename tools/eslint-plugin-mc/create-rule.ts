import { ESLintUtils } from '@typescript-eslint/utils'

/** A rule of this plugin; its documentation is its short rule in docs/DEVELOPING.md. */
export const createRule = ESLintUtils.RuleCreator((name) => `docs/DEVELOPING.md (mc/${name})`)
