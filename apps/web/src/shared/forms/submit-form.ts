import type { FormInstance } from 'antd'
import type { z, ZodType } from 'zod'
import { notify } from '../feedback/notify'
import { formSaved } from './saved-forms'
import { applyServerErrors, schemaOf, type SchemaSource } from './zod-rules'

/** A form field's name, as antd takes it (a list entry is a path). */
export type FieldName = string | (string | number)[]

export interface CheckOptions<TValues> {
  /**
   * The form's values → what the schema parses, where the two differ: a range picker holds two
   * dates the schema reads as startDate and endDate; a value kept outside the form (a logo's name).
   */
  toInput?: (values: TValues) => unknown
  /** Schema and server field → the form field that shows its message, where the names differ. */
  fields?: Record<string, FieldName>
}

export interface SubmitMessages<TInput, TSaved> {
  /** The success toast; left out when the caller shows the outcome itself (the page it opens, a dialog). */
  success?: (saved: TSaved, input: TInput) => string
  /** The failure toast, beside the server's reason. */
  failure: (input: TInput) => string
  /** Toast the failure only when none of the server's messages found a field to stand on. */
  toastOnlyOffFields?: boolean
}

/** After a refused save: scrolls to the first field showing an error (in the form's order) and focuses it. */
function focusFirstError(form: FormInstance): void {
  const first = form.getFieldsError().find((field) => field.errors.length > 0)
  if (first) form.scrollToField(first.name, { block: 'center', focus: true })
}

/** Where one schema issue shows: its form field by `fields`, else the issue's own path. */
function fieldOf(path: PropertyKey[], fields: Record<string, FieldName> | undefined): FieldName {
  const mapped = fields?.[String(path[0])]
  return mapped ?? (path as (string | number)[])
}

/**
 * The checking half of `submitForm`, for a form whose values go on to a confirmation rather than
 * straight to a save: the field rules, then the whole schema with its messages on their fields.
 * Resolves to the parsed input, or undefined (the form shows why, and its first field with an error has the focus).
 */
export async function checkForm<S extends ZodType, TValues>(
  form: FormInstance<TValues>,
  schema: SchemaSource<S>,
  { toInput, fields }: CheckOptions<TValues> = {},
): Promise<z.output<S> | undefined> {
  try {
    await form.validateFields()
  } catch {
    focusFirstError(form)
    return undefined
  }
  const values = form.getFieldsValue(true) as TValues
  const parsed = (await schemaOf(schema)).safeParse(toInput ? toInput(values) : values)
  if (!parsed.success) {
    form.setFields(parsed.error.issues.map((issue) => ({ name: fieldOf(issue.path, fields) as never, errors: [issue.message] })))
    focusFirstError(form)
    return undefined
  }
  return parsed.data
}

/** What a save resolves to: something (not null or undefined), so that undefined can mean "not saved". */
export type Saved = NonNullable<unknown>

/**
 * The one way a form submits. Each field checks its own rule (antd, from the domain schema); then
 * the whole form is parsed by the same schema the server applies, so rules across fields (a date
 * range, an overlap) land on their fields too; then `save` runs. A refusal from the server lands on
 * the fields it names (the first of them focused), and the toast says what failed. Resolves to what was saved, or undefined
 * when nothing was (the form shows why).
 */
export async function submitForm<S extends ZodType, TSaved extends Saved, TValues = unknown>(
  form: FormInstance<TValues>,
  schema: SchemaSource<S>,
  save: (input: z.output<S>) => Promise<TSaved>,
  messages: SubmitMessages<z.output<S>, TSaved> & CheckOptions<TValues>,
): Promise<TSaved | undefined> {
  const input = await checkForm(form, schema, messages)
  if (input === undefined) return undefined
  try {
    const saved = await save(input)
    // What the form holds is saved: leaving it (the page the save opens) asks nothing.
    formSaved(form)
    if (messages.success) notify.success(messages.success(saved, input))
    return saved
  } catch (error) {
    const onFields = applyServerErrors(form, error, messages.fields)
    if (onFields) focusFirstError(form)
    if (!(onFields && messages.toastOnlyOffFields)) notify.error(messages.failure(input), error)
    return undefined
  }
}
