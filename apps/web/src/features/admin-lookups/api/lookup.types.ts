import type { PageMeta } from '@mc/domain'

/** spec 001 §3 Responsibility, as /admin/lookup_tables?table=responsibilities answers. */
export interface Responsibility {
  identity: string
  name: string
  description: string
  is_active: boolean
  is_deleted: boolean
  created_by: string | null
  updated_by: string | null
  deleted_by: string | null
  created_at: string
  updated_at: string
  deleted_at: string | null
}

export interface SisenseCube {
  id: number
  sisense_id: string
  name: string
  description: string
  sisense_cube_type_id: number
  is_active: boolean
  is_deleted: boolean
  created_by: string | null
  updated_by: string | null
  created_at: string
  updated_at: string
}

export interface SisenseDashboard {
  id: number
  name: string
}

/** A mapping; the names are null when they cannot be resolved. */
export interface DashboardMapping {
  id: number
  responsibility_identity: string
  sisense_dashboard_id: number
  is_active: boolean
  created_at: string
  created_by: string | null
  responsibility_name: string | null
  sisense_dashboard_name: string | null
}

export type LookupPage<K extends string, T> = { meta: PageMeta } & Record<K, T[]>
