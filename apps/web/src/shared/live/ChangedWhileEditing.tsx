import { useState, type ReactNode } from 'react'
import { Alert, Button, type FormInstance } from 'antd'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { LiveActor, LiveEvent } from '@mc/domain'
import { isColleague } from './colleague-notice'
import { useLiveEvents } from './live-bus'

export const changedWhileEditing = (name: string) => `${name} changed this record while you were editing.`

export interface EditedRecord {
  /** Names the subscription (`employee:12`); one per open form. */
  key: string
  /** Who changed the record this form edits, when `event` is such a change; nothing otherwise. */
  changedBy: (event: LiveEvent) => LiveActor | null | undefined
  /** The query the form's record comes from: fetched again on Reload. */
  queryKey: QueryKey
}

/**
 * A form being edited is never overwritten by a colleague's change to its record (antd takes a
 * form's initial values once): instead this says who changed it, and Reload fetches the record
 * again and puts its values in the form, dropping what was typed. Returns the notice to show at
 * the top of the form, or null.
 */
export function useChangedWhileEditing(form: FormInstance, record: EditedRecord | undefined): ReactNode {
  const queryClient = useQueryClient()
  const [changedBy, setChangedBy] = useState<string>()
  const [reloading, setReloading] = useState(false)
  useLiveEvents(`editing:${record?.key ?? ''}`, (event) => {
    const actor = record?.changedBy(event)
    if (isColleague(actor)) setChangedBy(actor.name || actor.email)
  })
  if (!record || !changedBy) return null

  const reload = async () => {
    setReloading(true)
    try {
      await queryClient.refetchQueries({ queryKey: record.queryKey })
      // The query tells its screens on a timeout: the form's new initial values are rendered after it.
      await new Promise((resolve) => setTimeout(resolve, 0))
      form.resetFields()
      setChangedBy(undefined)
    } finally {
      setReloading(false)
    }
  }
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={changedWhileEditing(changedBy)}
      data-testid="changed-while-editing"
      action={
        <Button size="small" loading={reloading} onClick={() => void reload()}>
          Reload
        </Button>
      }
    />
  )
}
