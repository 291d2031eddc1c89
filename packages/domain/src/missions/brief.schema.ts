import { z } from 'zod'
import { MUST_BE_LIST, MUST_BE_TEXT, REQUIRED, tooLong } from '../common/messages'
import { requiredText } from '../common/strings'
import { ADD_AN_INPUT, ADD_AT_LEAST_TWO_REQUIREMENTS, BRIEF_ENTRY_MAX, MIN_REQUIREMENTS } from './brief.fields'

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
