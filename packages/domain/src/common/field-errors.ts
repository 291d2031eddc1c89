import type { z } from 'zod'

/** Field path ('name', 'requirement.1') → first message. The form-wide key is FORM_ERROR_KEY. */
export type FieldErrors = Record<string, string>

export const FORM_ERROR_KEY = '_form'

export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.')
    // The first issue of a field is the most basic one (e.g. required before length).
    if (!Object.hasOwn(errors, key)) {
      // defineProperty, not assignment, so a '__proto__' path cannot touch the prototype.
      Object.defineProperty(errors, key, { value: issue.message, enumerable: true, writable: true, configurable: true })
    }
  }
  return errors
}

export type ValidationResult<T> = { success: true; data: T } | { success: false; errors: FieldErrors }

/** One call for forms and request handlers: parsed data or field errors. */
export function validateWith<S extends z.ZodType>(schema: S, input: unknown): ValidationResult<z.output<S>> {
  const result = schema.safeParse(input)
  return result.success ? { success: true, data: result.data } : { success: false, errors: toFieldErrors(result.error) }
}
