import { z } from 'zod'
import { INVALID_EMAIL, MUST_BE_BOOLEAN, MUST_BE_LIST } from '../common/messages'
import { optionalText, requiredText } from '../common/strings'
import { identitySchema } from '../common/identity.schema'

/** 001 §5 Employee form: First Name, Last Name, Title and Email each required, at most 64. */
export const EMPLOYEE_TEXT_MAX = 64

/** The applications an employee may be given (001 §3), by the names sign-in authorization reads. */
export const APPLICATION_NAMES = ['Mission Control', 'Admin Workbench', 'Place Curation', 'Analytics Manager'] as const
export type ApplicationName = (typeof APPLICATION_NAMES)[number]

// A deliberately loose shape check: one @, no spaces, a dot in the domain. The spec gives no rule;
// the identity provider is the real judge of an address.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Required e-mail of at most `max` characters, stored lower-case (sign-in compares lower-case). */
export function emailField(max: number) {
  return requiredText(max)
    .refine((value) => value === '' || EMAIL_SHAPE.test(value), INVALID_EMAIL)
    .transform((value) => value.toLowerCase())
}

/**
 * The employee form and the createEmployee / updateEmployee input. isActive and isAdmin are ours:
 * the spec shows an Active column and the isAdmin flag but not how they are set.
 */
export const employeeInputSchema = z.object({
  firstName: requiredText(EMPLOYEE_TEXT_MAX),
  lastName: requiredText(EMPLOYEE_TEXT_MAX),
  title: requiredText(EMPLOYEE_TEXT_MAX),
  email: emailField(EMPLOYEE_TEXT_MAX),
  officeLocation: optionalText(EMPLOYEE_TEXT_MAX),
  applicationIdentities: z.array(identitySchema, { error: MUST_BE_LIST }).max(20).default([]),
  isActive: z.boolean({ error: MUST_BE_BOOLEAN }).default(true),
  isAdmin: z.boolean({ error: MUST_BE_BOOLEAN }).default(false),
})

export type EmployeeInput = z.output<typeof employeeInputSchema>
export type EmployeeFormValues = z.input<typeof employeeInputSchema>
