import { GraphQLError, Kind, type ASTVisitor, type ValidationContext } from 'graphql'

/** Refuses documents that select more fields than any screen needs, counted across fragments. */
export function maxFieldsRule(maxFields: number) {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0
    return {
      [Kind.FIELD]() {
        count++
        if (count === maxFields + 1) {
          context.reportError(new GraphQLError(`The query selects more than ${maxFields} fields.`))
        }
      },
    }
  }
}
