import * as paths from '../../shared/routing/paths'

/** The screens whose contents live on the backend host (backend-screens.ts): all their routes need. */
export const BACKEND_SCREEN_PATHS = [paths.stagedStores, paths.legacyStores, paths.legacyCompanies, paths.organizationGroups, paths.fileUploads] as const

export type BackendScreenPath = (typeof BACKEND_SCREEN_PATHS)[number]
