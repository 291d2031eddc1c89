// Reading what was typed into a group's cap, without zod; the server's schemas are group-cap.schema.ts.
import { INT4_MAX } from '../common/int4'

export const INVALID_NUMBER = 'Please enter a valid number'
export const NUMBER_NOT_ABOVE_ZERO = 'Please enter a number above zero'

export type CapInputResult = { ok: true; value: number } | { ok: false; error: string }

/**
 * Inline group cap / frequency cap editing (000 §5): every non-digit is
 * stripped, then the rest is read as an integer. Taken literally, so '1,000'
 * is 1000, and '-5' and '1.5' read as 5 and 15: the minus sign and the point
 * are non-digits too.
 */
export function parseCapInput(raw: string | number | null | undefined): CapInputResult {
  const digits = String(raw ?? '').replace(/\D/g, '')
  const value = Number.parseInt(digits, 10)
  if (digits === '' || !Number.isSafeInteger(value) || value > MAX_CAP_VALUE) return { ok: false, error: INVALID_NUMBER }
  if (value <= 0) return { ok: false, error: NUMBER_NOT_ABOVE_ZERO }
  return { ok: true, value }
}

/** An unchanged value sends no update. Invalid input is never "unchanged": it must show its error. */
export function isUnchanged(raw: string | number | null | undefined, current: number | null | undefined): boolean {
  const parsed = parseCapInput(raw)
  return parsed.ok && parsed.value === current
}

/** The largest cap the data can hold (a 32-bit integer column). */
export const MAX_CAP_VALUE = INT4_MAX
