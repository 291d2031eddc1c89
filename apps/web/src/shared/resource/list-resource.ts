import type { ReactNode } from 'react'
import type { QueryKey, UseQueryResult } from '@tanstack/react-query'
import type { TableColumnsType, TableProps } from 'antd'

/** The rows a list shows: one server page with the table's total, or the whole list (no total) that the table pages itself. */
export interface ListRows<T> {
  rows: T[]
  total?: number
}

/** A button of a row's actions column: a link (edit, reset password) or one that is off and says why. */
export interface RowLink<T> {
  /** The button's accessible name for this row ("Edit Jane Doe"). */
  label: (row: T) => string
  tooltip: string
  icon: ReactNode
  /** Where it leads; left out, the button is off and the tooltip says why. */
  to?: (row: T) => string
}

/** Delete with a confirmation, then a toast either way; the list's queries are refreshed. */
export interface RowRemoval<T> {
  request: (row: T) => Promise<unknown>
  invalidates: QueryKey
  label: (row: T) => string
  confirm: (row: T) => string
  success: (row: T) => string
  failure: (row: T) => string
  /** Before the row's links (the mappings table), rather than after them. */
  first?: boolean
}

/** An area's delete texts (its messages' `confirmDelete`, `deleted`, `deleteFailed`), each told the row's name. */
export interface DeleteMessages {
  confirmDelete: (name: string) => string
  deleted: (name: string) => string
  deleteFailed: (name: string) => string
}

/** A removal's confirmation and toasts from an area's delete texts, for the name `nameOf` gives a row. */
export function deleteTexts<T>(messages: DeleteMessages, nameOf: (row: T) => string): Pick<RowRemoval<T>, 'confirm' | 'success' | 'failure'> {
  return {
    confirm: (row) => messages.confirmDelete(nameOf(row)),
    success: (row) => messages.deleted(nameOf(row)),
    failure: (row) => messages.deleteFailed(nameOf(row)),
  }
}

/**
 * One list of records as the console shows it (the admin tables, 001 §2): the title with its
 * crumbs, the add button, a table whose page and size live in the URL, its row actions and its
 * modals as child routes. A screen is this declaration; `ResourceListPage` draws it.
 */
export interface ListResource<T> {
  /** Title, last crumb and the load-error heading ("Failed to load {title}"). */
  title: string
  rowKey: keyof T & string
  columns: TableColumnsType<T>
  /** The list hook; with server paging it reads the page (1-based) of `size` rows and gives the total. */
  useRows: (page: number, size: number) => UseQueryResult<ListRows<T>>
  /** The add button opens `to` (the `new` child route); with `disabledHint` instead it is off and says why. Left out, a read-only list. */
  add?: { label: string; to: string } | { label: string; disabledHint: string }
  /** Beside (or instead of) the add button: an export, say. */
  actions?: ReactNode
  /** Above the table: the list's filters. */
  toolbar?: ReactNode
  links?: RowLink<T>[]
  remove?: RowRemoval<T>
  /** Width of the actions column (one button 56, two 84-96, three 130). */
  actionsWidth?: number
  empty?: string
  pageSizes?: number[]
  /** The pager's caption ("Displaying 1 to 10 of 27 Maya Users"). */
  caption?: (from: number, to: number, total: number) => string
  table?: Pick<TableProps<T>, 'tableLayout' | 'size' | 'expandable'>
}
