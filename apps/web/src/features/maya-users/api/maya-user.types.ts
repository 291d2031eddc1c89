import type { PageMeta } from '@mc/domain'

/** spec 001 §3 Maya user as getMayaUsers returns it; the password never comes back. */
export interface MayaUser {
  id: number
  firstName: string
  lastName: string
  email: string
  qnsLevel: number
  createdAt: string
  isActive: boolean
  /** Only in the CreateMayaUsers answer. */
  apiToken: string | null
}

export interface MayaUserList {
  data: MayaUser[]
  meta: PageMeta
}

export const MAYA_USER_FIELDS = 'id firstName lastName email qnsLevel createdAt isActive apiToken'
export const mayaUserKeys = { all: ['maya-users'] as const }
export const fullName = (user: Pick<MayaUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`
