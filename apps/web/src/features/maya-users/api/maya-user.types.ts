import type { GetMayaUsersQuery, MayaUserFieldsFragment } from '../../../shared/api/graphql.generated'

/** spec 001 §3 Maya user as getMayaUsers returns it; the password never comes back, the API token only in the CreateMayaUsers answer. */
export type MayaUser = MayaUserFieldsFragment
export type MayaUserList = GetMayaUsersQuery['getMayaUsers']

export const fullName = (user: Pick<MayaUser, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`
