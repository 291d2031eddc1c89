/**
 * What a form with unsaved changes asks before it is closed or left (Escape, Cancel, the close
 * button, Back, a link, a reload), and what it offers after a sign-in that interrupted it.
 */
export const unsavedChangesMessages = {
  discardTitle: 'Discard your changes?',
  discardContent: 'What you typed in this form is not saved yet. If you leave now, it is lost.',
  discardOk: 'Discard Changes',
  keepEditing: 'Keep Editing',
  restoreTitle: 'Restore what you typed?',
  restoreContent: 'You were signed out before this form was saved. Your values were kept: put them back into the form?',
  restoreOk: 'Restore',
  restoreDiscard: 'Start Over',
} as const
