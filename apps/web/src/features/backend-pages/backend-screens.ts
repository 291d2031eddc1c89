import * as paths from '../../shared/routing/paths'
import type { BackendScreenPath } from './backend-screen-paths'

/**
 * Screens the spec names by route only (001 §2): their contents live on the product's backend
 * host. Each gets a page saying what it is and linking there, instead of a blank screen. Loaded
 * with that page: the routes need only the paths (backend-screen-paths.ts).
 */
export interface BackendScreen {
  title: string
  description: string
  /** Path on the backend host. */
  backendPath: string
}

export const BACKEND_SCREENS: Record<BackendScreenPath, BackendScreen> = {
  [paths.stagedStores]: {
    title: 'Staged Stores',
    description: 'Stores waiting for review before they join the places catalogue.',
    backendPath: '/stagedStores',
  },
  [paths.legacyStores]: { title: 'Legacy Stores', description: 'The store records of the legacy platform.', backendPath: '/stores' },
  [paths.legacyCompanies]: { title: 'Legacy Companies', description: 'The company records of the legacy platform.', backendPath: '/companies' },
  [paths.organizationGroups]: {
    title: 'Org Groups',
    description: 'Groups of organizations, such as buying groups and franchises.',
    backendPath: '/organization_groups',
  },
  [paths.fileUploads]: { title: 'File Uploads', description: 'Files uploaded to the platform and their processing state.', backendPath: '/file_uploads' },
}

export function backendUrlFor(backendUrl: string, screen: BackendScreen): string {
  return `${backendUrl.replace(/\/$/, '')}${screen.backendPath}`
}
