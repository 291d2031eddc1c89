import type { TestProject } from 'vitest/node'
import { createTestDatabase } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    databaseKind: 'pglite' | 'postgres'
  }
}

/** One fresh database for the whole integration run, migrated and seeded once (createTestDatabase). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await createTestDatabase()
  project.provide('databaseUrl', database.url)
  project.provide('databaseKind', database.kind)
  return () => database.drop()
}
