import { useEffect, useState, type ReactNode } from 'react'
import { Alert, Button, type FormInstance } from 'antd'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { LiveActor, LiveEvent } from '@mc/domain'
import { isColleague, useLiveEvents } from './live'

export const changedWhileEditing = (name: string) => `${name} changed this record while you were editing.`

export interface EditedRecord {
  /** Names the subscription (`employee:12`); one per open form. */
  key: string
  /** Who changed the record this form edits, when `event` is such a change; nothing otherwise. */
  changedBy: (event: LiveEvent) => LiveActor | null | undefined
  /** The query the form's record comes from: fetched again on Reload. */
  queryKey: QueryKey
}

/** After Reload's fetch, how long to wait for the record's new values before taking it that none came (it is as it was). */
const SAME_RECORD_MS = 300

/**
 * A form being edited is never overwritten by a colleague's change to its record (antd takes a
 * form's initial values once): instead this says who changed it, and Reload fetches the record
 * again and resets the form to its new values, dropping what was typed. `initial` is what the form
 * was given as its initial values in this render. Returns the notice to show at the top of the
 * form, or null.
 */
export function useChangedWhileEditing(form: FormInstance, record: EditedRecord | undefined, initial: unknown): ReactNode {
  const queryClient = useQueryClient()
  const shown = JSON.stringify(initial ?? null)
  const [changed, setChanged] = useState<{ by: string; valuesBefore: string }>()
  const [fetching, setFetching] = useState(false)
  const [reloaded, setReloaded] = useState(false)
  useLiveEvents(`editing:${record?.key ?? ''}`, (event) => {
    const actor = record?.changedBy(event)
    if (isColleague(actor)) setChanged((before) => ({ by: actor.name || actor.email, valuesBefore: before?.valuesBefore ?? shown }))
  })
  // Reset once the record's new values reach the form (they come a render or more after the fetch).
  useEffect(() => {
    if (!changed || !reloaded) return
    const reset = () => {
      form.resetFields()
      setChanged(undefined)
      setReloaded(false)
    }
    if (shown !== changed.valuesBefore) return reset()
    const timer = setTimeout(reset, SAME_RECORD_MS)
    return () => clearTimeout(timer)
  }, [changed, reloaded, shown, form])
  if (!record || !changed) return null

  const reload = async () => {
    setFetching(true)
    try {
      await queryClient.refetchQueries({ queryKey: record.queryKey })
    } finally {
      setFetching(false)
    }
    setReloaded(true)
  }
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={changedWhileEditing(changed.by)}
      data-testid="changed-while-editing"
      action={
        <Button size="small" loading={fetching || reloaded} onClick={() => void reload()}>
          Reload
        </Button>
      }
    />
  )
}
