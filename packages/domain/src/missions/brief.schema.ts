import { z } from 'zod'
import { MUST_BE_LIST, MUST_BE_TEXT, REQUIRED, tooLong } from '../common/messages'
import { requiredText } from '../common/strings'

export const BRIEF_ENTRY_MAX = 255
export const MIN_REQUIREMENTS = 2
export const ADD_AT_LEAST_TWO_REQUIREMENTS = 'Add at least 2 requirements.'
export const ADD_AN_INPUT = 'Add an input.'

export const BRIEF_FIELDS = [
  'completionTime',
  'numberOfPhotos',
  'whereShouldIStart',
  'purchaseRequirement',
  'doIHaveToFindSomething',
  'doIHaveToTalkToAnyone',
  'requirement',
] as const
export type BriefField = (typeof BRIEF_FIELDS)[number]

export const BRIEF_LABELS: Record<BriefField, string> = {
  completionTime: 'Completion Time',
  numberOfPhotos: 'Number of Photos',
  whereShouldIStart: 'Mission Description',
  purchaseRequirement: 'Purchase Requirement',
  doIHaveToFindSomething: 'Do I Have To Find Something?',
  doIHaveToTalkToAnyone: 'Do I Have To Talk To Anyone?',
  requirement: 'Requirements',
}

export const BRIEF_PLACEHOLDERS = {
  completionTime: '15 - 25 minutes',
  numberOfPhotos: '2 - 10 photos',
} as const satisfies Partial<Record<BriefField, string>>

const listType = () => z.array(z.string({ error: MUST_BE_TEXT }), { error: (issue) => (issue.input == null ? REQUIRED : MUST_BE_LIST) })
const entry = () => requiredText(BRIEF_ENTRY_MAX)

/** Every entry filled in, and at least one entry. */
const requiredList = () => z.array(entry(), { error: (issue) => (issue.input == null ? REQUIRED : MUST_BE_LIST) }).min(1, REQUIRED)

/** Every entry present must be filled in; the list may be empty. */
const filledEntries = () => z.array(entry(), { error: (issue) => (issue.input == null ? REQUIRED : MUST_BE_LIST) }).default([])

/** Optional: blank entries are dropped, so an empty value goes out as []. */
const optionalList = () =>
  listType()
    .nullish()
    .transform((list) => (list ?? []).map((item) => item.trim()).filter((item) => item !== ''))
    .pipe(z.array(z.string().max(BRIEF_ENTRY_MAX, tooLong(BRIEF_ENTRY_MAX))))

/**
 * The brief as setBriefPretty takes it: seven lists of text. completionTime
 * and numberOfPhotos are single inputs in the form, held at index 0.
 * doIHaveToFindSomething is repeatable with each entry required, but the spec
 * neither lists it as optional nor gives it a default entry, so an empty list
 * is accepted while a blank entry is not.
 */
export const briefSchema = z.object({
  completionTime: requiredList(),
  numberOfPhotos: requiredList(),
  whereShouldIStart: requiredList(),
  purchaseRequirement: optionalList(),
  doIHaveToFindSomething: filledEntries(),
  doIHaveToTalkToAnyone: optionalList(),
  requirement: z
    .array(
      z
        .string({ error: (issue) => (issue.input == null ? ADD_AN_INPUT : MUST_BE_TEXT) })
        .trim()
        .min(1, ADD_AN_INPUT)
        .max(BRIEF_ENTRY_MAX, tooLong(BRIEF_ENTRY_MAX)),
      { error: (issue) => (issue.input == null ? ADD_AT_LEAST_TWO_REQUIREMENTS : MUST_BE_LIST) },
    )
    .min(MIN_REQUIREMENTS, ADD_AT_LEAST_TWO_REQUIREMENTS),
})

export type BriefInput = z.input<typeof briefSchema>
export type Brief = z.output<typeof briefSchema>

/** A new brief starts with one start item and two requirements (fresh arrays each call, for form state). */
export const newBriefValues = (): Record<BriefField, string[]> => ({
  completionTime: [''],
  numberOfPhotos: [''],
  whereShouldIStart: [''],
  purchaseRequirement: [],
  doIHaveToFindSomething: [],
  doIHaveToTalkToAnyone: [],
  requirement: ['', ''],
})

export const NEW_BRIEF_DEFAULTS: Readonly<Record<BriefField, readonly string[]>> = Object.freeze(newBriefValues())

/** A mission has a brief once any list holds text; otherwise the 'Create a Mission Brief' banner shows. */
export const NO_BRIEF_BANNER = 'Create a Mission Brief in the Brief tab below'
export function hasBrief(brief: Partial<Record<BriefField, readonly string[] | null | undefined>> | null | undefined): boolean {
  if (!brief) return false
  return BRIEF_FIELDS.some((field) => (brief[field] ?? []).some((item) => item.trim() !== ''))
}
