import { useCallback, useEffect, useRef } from 'react'
import { App, type FormInstance } from 'antd'
import { useBlocker, useLocation, type BlockerFunction } from 'react-router'
import { unsavedChangesMessages as texts } from '@mc/domain/common/unsaved-changes.messages'
import { loadSession } from '../auth/session-store'
import { addLiveGuard, isLeavingForSignIn, onFormSaved, unsavedFormKey } from './saved-forms'

/** Empty in every spelling a field holds it: never set, cleared, an empty list. */
const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
const isPlain = (value: object): boolean => Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null
const hasJson = (value: object): value is { toJSON(): unknown } => typeof (value as { toJSON?: unknown }).toJSON === 'function'

/** Whether two form values are the same to the person who typed them: a date by its instant, text emptied is no text. */
export function sameFormValues(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true
  if (a === b) return true
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false
  if (!isPlain(a) || !isPlain(b)) return hasJson(a) && hasJson(b) ? JSON.stringify(a) === JSON.stringify(b) : false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((key) => sameFormValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

const DATE_MARK = '$date'
const isDateLike = (value: object): value is { toISOString(): string } =>
  typeof (value as { isValid?: unknown }).isValid === 'function' && typeof (value as { toISOString?: unknown }).toISOString === 'function'

/** Form values as JSON for sessionStorage: a picker's date keeps being a date (`{ $date }`), a file is left out. */
function encode(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value
  if (isDateLike(value)) return { [DATE_MARK]: value.toISOString() }
  if (Array.isArray(value)) return value.map(encode)
  if (!isPlain(value)) return undefined
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, encode(field)]))
}

async function decode(value: unknown): Promise<unknown> {
  if (!value || typeof value !== 'object') return value
  if (Array.isArray(value)) return Promise.all(value.map(decode))
  const record = value as Record<string, unknown>
  if (typeof record[DATE_MARK] === 'string') return (await import('dayjs')).default(record[DATE_MARK])
  return Object.fromEntries(await Promise.all(Object.entries(record).map(async ([key, field]) => [key, await decode(field)] as const)))
}

interface StashedForm {
  userId: string | undefined
  values: unknown
}

function takeStash(key: string): StashedForm | undefined {
  try {
    const raw = sessionStorage.getItem(key)
    sessionStorage.removeItem(key)
    return raw ? (JSON.parse(raw) as StashedForm) : undefined
  } catch {
    return undefined
  }
}

/**
 * The console's one guard of typed work (docs/decisions/unsaved-changes.md). While `form` holds values other
 * than those it opened with (or `dirty` says so, for a value kept outside the form such as a logo),
 * leaving it asks first: a route modal's Escape, close button and Cancel (they step back in
 * history), Back, a link (react-router's blocker), a reload or closing the tab (beforeunload, the
 * browser's own words). A clean form, and one `submitForm` has just saved, leaves without asking.
 * When the session ends, its values wait in sessionStorage for its page and are offered back after
 * the sign-in (same account only). Without a form (a dialog whose work is a chosen file), `dirty` alone
 * decides, and nothing is kept for the sign-in.
 */
export function useUnsavedChanges(form: FormInstance | undefined, { dirty = false }: { dirty?: boolean } = {}): void {
  const { modal } = App.useApp()
  const location = useLocation()
  const baseline = useRef<unknown>(undefined)
  const released = useRef(false)
  const extraDirty = useRef(dirty)
  const extraSaved = useRef(false)
  extraDirty.current = dirty
  // A value cleared since the save (the logo removed, the file dropped): the next one is new work.
  if (!dirty) extraSaved.current = false

  const isDirty = useCallback((): boolean => {
    if (released.current) return false
    if (extraDirty.current && !extraSaved.current) return true
    return !!form && baseline.current !== undefined && !sameFormValues(form.getFieldsValue(true), baseline.current)
  }, [form])

  // A discard lets one navigation through; a form still shown after it guards again.
  useEffect(() => {
    released.current = false
  }, [location.key])

  // What the form opened with; a save makes what it holds the new start.
  useEffect(() => {
    if (!form) return
    baseline.current = form.getFieldsValue(true)
    return onFormSaved(form, () => {
      baseline.current = form.getFieldsValue(true)
      extraSaved.current = extraDirty.current
    })
  }, [form])

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) && isDirty(),
    [isDirty],
  )
  const blocker = useBlocker(shouldBlock)
  const blockerRef = useRef(blocker)
  blockerRef.current = blocker
  const asking = useRef(false)
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return
    asking.current = true
    modal.confirm({
      title: texts.discardTitle,
      content: texts.discardContent,
      okText: texts.discardOk,
      okButtonProps: { danger: true },
      cancelText: texts.keepEditing,
      onOk: () => {
        asking.current = false
        released.current = true
        blockerRef.current.proceed?.()
      },
      onCancel: () => {
        asking.current = false
        blockerRef.current.reset?.()
      },
    })
  }, [blocker.state, modal])

  // A reload or a closed tab: the browser asks in its own words (pages may not set the text).
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isLeavingForSignIn() || !isDirty()) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [isDirty])

  // Kept for the sign-in when the session ends; offered back when the form opens again after it.
  const stashKey = unsavedFormKey(location)
  useEffect(
    () =>
      addLiveGuard({
        stash: (userId) => {
          if (form && isDirty()) sessionStorage.setItem(stashKey, JSON.stringify({ userId, values: encode(form.getFieldsValue(true)) } satisfies StashedForm))
        },
        isDirty,
      }),
    [form, isDirty, stashKey],
  )
  useEffect(() => {
    const stashed = takeStash(stashKey)
    if (!form || !stashed || stashed.userId !== loadSession()?.profile.userId) return
    modal.confirm({
      title: texts.restoreTitle,
      content: texts.restoreContent,
      okText: texts.restoreOk,
      cancelText: texts.restoreDiscard,
      onOk: async () => form.setFieldsValue((await decode(stashed.values)) as never),
    })
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

/** `useUnsavedChanges` as an element, for a component that renders a form it does not own hooks for (RouteModal). */
export function UnsavedChangesGuard({ form, dirty }: { form?: FormInstance; dirty?: boolean }) {
  useUnsavedChanges(form, { dirty })
  return null
}
