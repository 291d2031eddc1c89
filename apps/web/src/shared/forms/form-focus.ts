import type { KeyboardEvent } from 'react'

/**
 * Focus and keys in a dialog's form (docs/decisions/dialog-focus-and-keys.md), for `RouteModal` and `Dialog`: it opens on
 * its first field, and Enter in a one-line text field submits it. (A refused save focusing its first
 * error is `submitForm`'s.) Only dialogs import this, so it loads with them, not with every form.
 */

const CONTROLS = 'input, textarea, select, [contenteditable="true"]'
/** Input types that hold one line of typed text: Enter has nothing else to do there. */
const ONE_LINE = new Set(['text', 'email', 'url', 'tel', 'search', 'password', 'number'])

/** A control the person can type into or choose with: not disabled, not read-only (a read-only select box still chooses), not hidden. */
function isEditable(element: HTMLElement): boolean {
  if (element instanceof HTMLInputElement && (element.type === 'hidden' || element.type === 'file')) return false
  if ((element as HTMLInputElement).disabled || element.closest('fieldset:disabled, [aria-disabled="true"], [hidden], [inert]')) return false
  if ((element as HTMLInputElement).readOnly && element.getAttribute('role') !== 'combobox') return false
  if (element.tabIndex < 0 && element.getAttribute('role') !== 'combobox') return false
  return getComputedStyle(element).display !== 'none' && getComputedStyle(element).visibility !== 'hidden'
}

/** The first control of `container`'s forms in document order that can be edited (a disabled one is passed over). */
export function firstField(container: ParentNode): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>(CONTROLS)].find(isEditable)
}

/** Focuses `container`'s first field; true once it holds the focus (it cannot while the dialog is still hidden). */
export function focusFirstField(container: ParentNode): boolean {
  const field = firstField(container)
  if (!field) return false
  field.focus({ preventScroll: false })
  return document.activeElement === field
}

/**
 * Whether this keydown is Enter in a one-line text field, where it submits the form as its OK button
 * would: not in a text area (a new line), a select or date box (Enter chooses there, whether its list
 * is open or not), an open list of any kind, nor while an input method is composing text.
 */
export function submitsOnEnter(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return false
  if (event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return false
  const target = event.target
  if (!(target instanceof HTMLInputElement) || !ONE_LINE.has(target.type)) return false
  if (target.getAttribute('role') === 'combobox' || target.getAttribute('aria-expanded') === 'true' || target.hasAttribute('aria-autocomplete')) return false
  return !target.closest('.ant-picker, .ant-select, .ant-cascader, .ant-mentions')
}

/**
 * A keydown handler that calls `submit` where `submitsOnEnter` says Enter submits. A dialog's OK gets
 * it from `Dialog`; a form in a dialog that saves with a button of its own instead (the Cap Periods
 * editor) takes it on its `Form`.
 */
export const enterSubmits =
  (submit: (event: KeyboardEvent<HTMLElement>) => void) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    if (!submitsOnEnter(event)) return
    event.preventDefault()
    submit(event)
  }
