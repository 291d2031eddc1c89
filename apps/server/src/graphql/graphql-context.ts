import type { AppDeps } from '../app-deps'
import type { AuthUser } from '../auth/auth-user'

export interface GraphQLContext {
  user: AuthUser
  deps: AppDeps
  /** Per-request batch loaders, created lazily by feature modules so no resolver queries in a loop. */
  loaders: Map<string, unknown>
}

declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends GraphQLContext {}
}

export function loader<T>(context: GraphQLContext, key: string, create: () => T): T {
  let value = context.loaders.get(key) as T | undefined
  if (!value) {
    value = create()
    context.loaders.set(key, value)
  }
  return value
}
