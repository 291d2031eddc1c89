import type { FormInstance, FormRule } from 'antd'
import type { ZodType } from 'zod'
import { ApiError } from '../api/http'

/**
 * A domain schema, or how to load its module: `() => import('@mc/domain/...').then((m) => m.x)`. A
 * form drawn on a page's first sight passes the loader, so zod (about 24 KiB gzip) loads with the
 * first check (a blur, Send) instead of before the page shows; the rule is still the domain's one.
 */
export type SchemaSource<S> = S | (() => Promise<S>)

export async function schemaOf<S extends object>(source: SchemaSource<S>): Promise<S> {
  return typeof source === 'function' ? await source() : source
}

/** An antd rule that runs one domain schema: the same rule and message the server applies. */
export function zodRule(schema: SchemaSource<ZodType>): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = (await schemaOf(schema)).safeParse(value)
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'This field is required.')
    },
  }
}

type ObjectSchema = { shape: Record<string, ZodType> }

function shapeEntry(schema: ObjectSchema, field: string): ZodType {
  const fieldSchema = schema.shape[field]
  if (!fieldSchema) throw new Error(`The schema has no field ${field}`)
  return fieldSchema
}

/** Rule for one field of a domain object schema (its shape entry). */
export function fieldRule(schema: SchemaSource<ObjectSchema>, field: string): FormRule {
  if (typeof schema !== 'function') return zodRule(shapeEntry(schema, field))
  return zodRule(async () => shapeEntry(await schema(), field))
}

/**
 * Rule for a field whose check needs the rest of the form (a date range against the campaign, a
 * cap period against the others): `check` reads the form's current values and returns the message
 * to show, or undefined when the field is fine.
 */
export function crossFieldRule(check: () => string | undefined): FormRule {
  return {
    validator: async () => {
      const message = check()
      if (message) throw new Error(message)
    },
  }
}

/**
 * The first issue the whole schema finds on one of `fields`, for a field rule that needs the rest of
 * the form (a date range the schema checks against today or the campaign); undefined when none.
 */
export function issueOn(schema: ZodType, input: unknown, fields: readonly string[]) {
  return schema.safeParse(input).error?.issues.find((issue) => fields.includes(String(issue.path[0])))
}

/**
 * Puts the server's per-field messages of a 400 on the form's fields; returns whether any field
 * took one (otherwise the caller shows a toast).
 */
export function applyServerErrors(form: FormInstance, error: unknown, fieldNames?: Record<string, string | (string | number)[]>): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>))
  const entries = Object.entries(error.fields)
    .map(([field, errors]) => ({ name: fieldNames?.[field] ?? field, errors }))
    .filter((entry) => Array.isArray(entry.name) || known.has(entry.name as string))
  form.setFields(entries)
  return entries.length > 0
}
