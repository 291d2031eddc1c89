/** The screens whose contents live on the backend host (backend-screens.ts): all their routes need. */
export const BACKEND_SCREEN_PATHS = ['/stagedStores', '/stores', '/companies', '/organization_groups', '/file_uploads'] as const

export type BackendScreenPath = (typeof BACKEND_SCREEN_PATHS)[number]
