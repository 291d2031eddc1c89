import { RuleTester, type Rule } from 'eslint'
import type { TSESLint } from '@typescript-eslint/utils'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'

// ESLint's RuleTester runs its cases through the test framework's describe and it.
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

/** Parses TypeScript and JSX as the repository's files are parsed. */
const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
})

interface ValidCase<Options> {
  code: string
  filename?: string
  options?: Options
}
interface InvalidCase<MessageIds, Options> extends ValidCase<Options> {
  errors: { messageId: MessageIds }[]
}

/** Runs a rule on code it must accept and code it must refuse (each refusal with its message). */
export function testRule<MessageIds extends string, Options extends unknown[]>(
  name: string,
  rule: TSESLint.RuleModule<MessageIds, Options>,
  tests: { valid: (string | ValidCase<Options>)[]; invalid: InvalidCase<MessageIds, Options>[] },
): void {
  // typescript-eslint types a rule over its own AST (with JSX and TypeScript nodes), ESLint over
  // ESTree: the same object, which ESLint runs as it runs typescript-eslint's own rules.
  ruleTester.run(name, rule as unknown as Rule.RuleModule, tests)
}
