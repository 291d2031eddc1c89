import type { ReactNode } from 'react'
import { Spin } from 'antd'
import { useParams } from 'react-router'
import { RouteModal } from '../components/RouteModal'

interface Props<T> {
  /** The route parameter that names the record (`identity`, `id`). */
  param: string
  /** The record of that id, usually found in the list the page already polls. */
  useRecord: (id: string) => { data?: T | undefined; isLoading: boolean }
  /** The modal's title while the record loads or when it is gone. */
  title: string
  /** What the modal says when the record is gone ("This employee no longer exists."). */
  missing: string
  children: (record: T) => ReactNode
}

/** A modal route about one record (/…/{id}/edit): its record, or a modal saying it is loading or gone. */
export function RecordFromRoute<T>({ param, useRecord, title, missing, children }: Props<T>) {
  const id = useParams()[param] ?? ''
  const record = useRecord(id)
  if (record.data) return <>{children(record.data)}</>
  return (
    <RouteModal closeTo="../.." title={title} footer={null}>
      {record.isLoading ? <Spin /> : missing}
    </RouteModal>
  )
}
