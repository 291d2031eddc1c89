import { z } from 'zod'
import { INVALID_CHOICE, REQUIRED } from '../common/messages'
import { requiredText } from '../common/strings'
import { emailField } from './employee.schema'

/** 001 §5 Maya user form: every text field at most 255. */
export const MAYA_TEXT_MAX = 255

/** 001 §6: qnsLevel 3 Validator (default), 4 Manager, 5 Admin. */
export const QNS_LEVEL_LABELS = { 3: 'Validator', 4: 'Manager', 5: 'Admin' } as const
export type QnsLevel = keyof typeof QNS_LEVEL_LABELS
export const QNS_LEVELS = [3, 4, 5] as const satisfies readonly QnsLevel[]
export const DEFAULT_QNS_LEVEL: QnsLevel = 3

export const qnsLevelLabel = (level: number): string => QNS_LEVEL_LABELS[level as QnsLevel] ?? 'Unknown'

const qnsLevel = () =>
  z.union([z.literal(3), z.literal(4), z.literal(5)], {
    error: (issue) => (issue.input == null || issue.input === '' ? REQUIRED : INVALID_CHOICE),
  })

// Passwords keep their spaces: a leading space is part of the secret.
const password = () => requiredText(MAYA_TEXT_MAX, { trim: false })

const profile = {
  email: () => emailField(MAYA_TEXT_MAX),
  firstName: () => requiredText(MAYA_TEXT_MAX),
  lastName: () => requiredText(MAYA_TEXT_MAX),
}

/** CreateMayaUsers input: the password is shown only when creating. */
export const mayaUserCreateSchema = z.object({
  email: profile.email(),
  firstName: profile.firstName(),
  lastName: profile.lastName(),
  password: password(),
  qnsLevel: qnsLevel().default(DEFAULT_QNS_LEVEL),
})
export type MayaUserCreate = z.output<typeof mayaUserCreateSchema>

/** patchMayaUsers input for the edit form: any subset of the profile and the access level. */
export const mayaUserPatchSchema = z.object({
  email: profile.email().optional(),
  firstName: profile.firstName().optional(),
  lastName: profile.lastName().optional(),
  qnsLevel: qnsLevel().optional(),
})
export type MayaUserPatch = z.output<typeof mayaUserPatchSchema>

/** patchMayaUsers input for the reset-password form. */
export const mayaUserResetPasswordSchema = z.object({ password: password() })

/** Toasts of 001 §8 (Maya user rows). */
export const mayaUserMessages = {
  created: (name: string) => `Successfully created ${name}`,
  updated: (name: string) => `Successfully updated ${name}`,
  createFailed: (name: string) => `Failed to create ${name}`,
  updateFailed: (name: string) => `Failed to update ${name}`,
  reset: (name: string) => `Successfully reset ${name}'s password`,
  resetFailed: 'Failed to reset password',
  deleted: (firstName: string) => `Successfully deleted ${firstName}`,
  deleteFailed: (firstName: string) => `Failed to delete ${firstName}`,
  confirmDelete: (firstName: string) => `Are you sure you want to delete ${firstName}`,
  empty: 'No Maya Users',
  caption: (from: number, to: number, total: number) => `Displaying ${from} to ${to} of ${total} Maya Users`,
  /** Ours: the spec leaves e-mail uniqueness open; we enforce it case-insensitively. */
  emailTaken: 'A Maya user with this email already exists.',
}

/** 001 §9: Maya users table page sizes; the list loads page 1 with limit 500. */
export const MAYA_PAGE_SIZES = [10, 25, 50, 100, 250, 500] as const
export const MAYA_LIST_LIMIT = 500
