import type { FormInstance } from 'antd'
import type { z, ZodType } from 'zod'
import { notify } from '../feedback/notify'
import { applyServerErrors } from './zod-rules'

export interface SubmitMessages<TInput, TSaved> {
  success: (saved: TSaved, input: TInput) => string
  failure: (input: TInput) => string
}

/**
 * The one way a form submits. Each field checks its own rule (antd, from the domain schema); then
 * the whole form is parsed by the same schema the server applies, so rules across fields (a date
 * range, an overlap) land on their fields too; then `save` runs. A refusal from the server lands on
 * the fields it names, and the toast says what failed. Resolves to what was saved, or undefined
 * when nothing was (the form shows why).
 */
export async function submitForm<S extends ZodType, TSaved>(
  form: FormInstance,
  schema: S,
  save: (input: z.output<S>) => Promise<TSaved>,
  messages: SubmitMessages<z.output<S>, TSaved>,
): Promise<TSaved | undefined> {
  try {
    await form.validateFields()
  } catch {
    return undefined
  }
  const parsed = schema.safeParse(form.getFieldsValue(true))
  if (!parsed.success) {
    form.setFields(parsed.error.issues.map((issue) => ({ name: issue.path as (string | number)[], errors: [issue.message] })))
    return undefined
  }
  try {
    const saved = await save(parsed.data)
    notify.success(messages.success(saved, parsed.data))
    return saved
  } catch (error) {
    applyServerErrors(form, error)
    notify.error(messages.failure(parsed.data), error)
    return undefined
  }
}
