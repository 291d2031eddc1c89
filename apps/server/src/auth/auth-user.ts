import type { StaffMember } from './staff-directory'

/** Whoever holds a verified, not logged-out token: enough to log out. */
export interface SignedIn {
  email: string
  token: string
  expiresAt: number
}

/** A signed-in employee who may use the console. */
export interface AuthUser extends SignedIn {
  name: string
  staff: StaffMember
  isAdmin: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser
    signedIn?: SignedIn
  }
}
