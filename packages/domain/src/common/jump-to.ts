// The jump-to box (Ctrl/Cmd+K): one search over the console's records, and the keyboard shortcuts
// the help dialog lists. No zod here (jump-to.schema.ts), so the shell does not load the schemas.

/** What the box finds, in the order its results are grouped. */
export const JUMP_KINDS = ['customer', 'campaign', 'mission', 'organization', 'store'] as const
export type JumpKind = (typeof JUMP_KINDS)[number]

export const JUMP_KIND_LABELS: Record<JumpKind, string> = {
  customer: 'Customer',
  campaign: 'Campaign',
  mission: 'Mission',
  organization: 'Organization',
  store: 'Store',
}

/** At most this many results of each kind: the box names records, it is not a list. */
export const JUMP_RESULTS_PER_KIND = 5

/** One result: what it is, its name, and what tells it apart from a same-named one (customer · campaign, a store's address). */
export interface JumpTarget {
  kind: JumpKind
  identity: string
  title: string
  context: string | null
}

export const jumpToMessages = {
  title: 'Jump to',
  placeholder: 'Customer, campaign, mission, organization or store number',
  hint: 'Type part of a name, an identity or a store number.',
  nothing: (text: string) => `Nothing matches “${text.trim()}”.`,
  failed: 'The search failed. Try again.',
} as const

/** The console's keyboard shortcuts, as the help dialog (?) lists them. */
export const KEYBOARD_SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: 'Ctrl K  /  ⌘ K', action: 'Jump to a customer, campaign, mission, organization or store' },
  { keys: '/', action: "Search the page's list" },
  { keys: '?', action: 'Show these shortcuts' },
  { keys: 'Esc', action: 'Close a dialog (a form with changes asks first)' },
]
