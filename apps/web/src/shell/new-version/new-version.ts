// Whether the server now serves another build of the console than the one this page runs (a deploy
// since it opened). The page's build is named in its index.html (`<meta name="mc-build">`, written
// by apps/web/bundle/previous-builds.ts); the served one by GET /api/version.

/** Checked when the person moves to another screen or comes back to the tab, at most this often. */
export const CHECK_AT_MOST_EVERY_MS = 10_000
/** The first look, after the console opened. */
export const AFTER_FIRST_SCREEN_MS = 3000
/** And this often while the tab stays open. */
export const CHECK_EVERY_MS = 5 * 60_000

/** This page's build, or null for a page not built with the id (the dev server). */
export const pageBuild = (): string | null => document.querySelector<HTMLMetaElement>('meta[name="mc-build"]')?.content ?? null

/** Whether the server serves a build other than this page's; false when either is unknown or the server does not answer. */
export async function newBuildServed(page: string | null = pageBuild()): Promise<boolean> {
  if (!page) return false
  try {
    const response = await fetch('/api/version', { cache: 'no-store' })
    if (!response.ok) return false
    const { build } = (await response.json()) as { build?: unknown }
    return typeof build === 'string' && build !== page
  } catch {
    return false
  }
}
