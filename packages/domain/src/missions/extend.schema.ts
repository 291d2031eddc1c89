import { z } from 'zod'
import { addFieldIssues, dateBoundError, RUN_WITH_FIELD_ERRORS } from '../common/date-range'
import { wireDateSchema } from '../common/dates.schema'
import { formatDate, type WireDate } from '../common/dates'
import { END_BEFORE_START } from '../common/messages'

export interface ExtendContext {
  /** The mission's start: shown in the picker but locked. */
  missionStartDate: WireDate
  campaignEndDate: WireDate
  today: WireDate
}

/**
 * Extend a mission: only the end date is chosen. The start is locked, so it
 * is not a field here (anything sent for it is dropped); the new end may not
 * be before today, after the campaign end, or before the start.
 */
export function extendSchema(context: ExtendContext) {
  return z
    .object({ endDate: wireDateSchema })
    .superRefine((value, ctx) => addFieldIssues(ctx, { endDate: extendEndDateError(value.endDate, context) }), RUN_WITH_FIELD_ERRORS)
}

export type ExtendForm = z.output<ReturnType<typeof extendSchema>>

export function extendEndDateError(endDate: unknown, { missionStartDate, campaignEndDate, today }: ExtendContext): string | undefined {
  const boundError = dateBoundError(endDate, { earliest: today, latest: campaignEndDate })
  if (boundError) return boundError
  if (typeof endDate === 'string' && endDate < missionStartDate) return END_BEFORE_START
  return undefined
}

/**
 * What the Extend picker says under the field: its disabled days (001 spec: "dates before today or
 * after the campaign end are disabled") cannot be typed either, so the range is said in words.
 */
export const extendRangeHint = (today: WireDate, campaignEndDate: WireDate): string =>
  today > campaignEndDate
    ? `The campaign ended on ${formatDate(campaignEndDate)}: no end date can be chosen.`
    : `The new end date can be from ${formatDate(today)} to ${formatDate(campaignEndDate)}, the campaign's end.`

/** For the date picker's disabled days: the same rule as the schema. */
export const isExtendDateDisabled = (date: WireDate, context: ExtendContext): boolean => extendEndDateError(date, context) !== undefined
