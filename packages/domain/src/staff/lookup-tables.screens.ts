// Zod-free, so that the admin menu carries it without the tables' schemas.

/** A table's screen in the console, drawn from this alone at /admin/<table> and listed in the admin menu. */
export interface LookupScreen {
  title: string
  /** One record, for the form's title ("New Place Type", "Edit Place Type"). */
  recordName: string
  /** The admin side menu's group (its key: 'analytics', 'customer', 'place' …) and the entry's label. */
  menu: { group: string; label: string }
  /** The columns shown, in order, by their headers (flags as Yes/No, *_at as date and time). */
  headers: Record<string, string>
  /** The create and edit form's fields; without them Add Row and edit are off. */
  fields?: { name: string; label: string; input: 'text' | 'switch' }[]
}

/**
 * The console screens of the declared lookup tables that have no screen of their own
 * (Responsibilities and Analytics Cubes do), by table name: each is drawn at /admin/<table> from
 * this and its declaration (lookupTableResources), and listed in the admin menu.
 */
export const lookupTableScreens: Record<string, LookupScreen> = {}
