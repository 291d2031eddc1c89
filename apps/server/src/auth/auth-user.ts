import type { StaffMember } from './staff-directory'

export interface AuthUser {
  email: string
  name: string
  staff: StaffMember
  isAdmin: boolean
  token: string
  expiresAt: number
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser
  }
  interface FastifyContextConfig {
    /** Routes under /api refuse anonymous calls unless they say so here. */
    public?: boolean
  }
}
