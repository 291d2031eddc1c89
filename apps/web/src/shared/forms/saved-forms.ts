import type { FormInstance } from 'antd'

/**
 * The bookkeeping of forms with unsaved changes, apart from the guard itself (unsaved-changes.tsx)
 * so `submitForm` and the session code import no antd or router code for it.
 */

/** What each mounted guard answers for its form. */
export interface LiveGuard {
  /** Puts the form's unsaved values into sessionStorage, for the page the form is on. */
  stash(userId: string | undefined): void
  /** Whether the form holds work not saved yet. */
  isDirty(): boolean
}

const savedListeners = new WeakMap<FormInstance, () => void>()
const liveGuards = new Set<LiveGuard>()
let leavingForSignIn = false

/** Called by `submitForm` once the save went through: what the form holds now is what is saved. */
export function formSaved(form: FormInstance): void {
  savedListeners.get(form)?.()
}

export function onFormSaved(form: FormInstance, listener: () => void): () => void {
  savedListeners.set(form, listener)
  return () => {
    if (savedListeners.get(form) === listener) savedListeners.delete(form)
  }
}

export function addLiveGuard(guard: LiveGuard): () => void {
  liveGuards.add(guard)
  return () => liveGuards.delete(guard)
}

/**
 * The session ended (expired, refused): the page is about to load the sign-in page. Every dirty
 * form keeps its values for its page, to be offered back after the sign-in, and the reload does
 * not ask "Leave site?".
 */
export function keepUnsavedFormsForSignIn(userId: string | undefined): void {
  leavingForSignIn = true
  for (const guard of liveGuards) guard.stash(userId)
}

export const isLeavingForSignIn = (): boolean => leavingForSignIn

/** Whether any form on screen holds unsaved work: then nothing offers to reload the page (a new version's notice waits). */
export const hasUnsavedWork = (): boolean => [...liveGuards].some((guard) => guard.isDirty())

/** Where a page's unsaved form values wait in sessionStorage: one entry per path and query. */
export const UNSAVED_FORM_KEY_PREFIX = 'mc.unsavedForm:'
export const unsavedFormKey = (location: { pathname: string; search: string }): string => `${UNSAVED_FORM_KEY_PREFIX}${location.pathname}${location.search}`
