/**
 * Generic form messages. The first five and 'Unknown Error' are the spec's
 * own texts (001 §5 Maya user form, 000 §8) and must stay verbatim.
 */
export const REQUIRED = 'This field is required.'
export const UNKNOWN_ERROR = 'Unknown Error'

export const tooLong = (max: number): string => `Must not be longer than ${max} characters`
export const tooShort = (min: number): string => `Must be at least ${min} characters`
export const exactLength = (length: number): string => `Must be exactly ${length} characters`
export const lengthBetween = (min: number, max: number): string => `Must be between ${min} and ${max} characters`

/** The spec's number texts (000 §5 Anywhere mission). */
export const NUMBER_ABOVE_ZERO = 'Enter a number above 0'
/** numberAtLeast(0) is the spec's 'Enter a number equal to or above 0'; other bounds reuse its wording. */
export const numberAtLeast = (min: number): string => `Enter a number equal to or above ${min}`

/*
 * The spec gives no text for the cases below, so these are ours. They follow
 * the wording of the spec's texts so the forms read consistently.
 */
export const numberAtMost = (max: number): string => `Enter a number equal to or below ${max}`
export const MUST_BE_TEXT = 'Must be text'
export const MUST_BE_NUMBER = 'Must be a number'
export const MUST_BE_WHOLE_NUMBER = 'Must be a whole number'
export const MUST_BE_BOOLEAN = 'Must be true or false'
export const MUST_BE_LIST = 'Must be a list'
export const INVALID_CHOICE = 'Choose one of the listed options'
export const INVALID_DATE = 'Must be a valid date (YYYY-MM-DD)'
export const INVALID_EMAIL = 'Must be a valid email address'
export const INVALID_URL = 'Must be a valid URL'
export const INVALID_IDENTITY = 'Must be 12 uppercase letters or digits'
export const END_BEFORE_START = 'End date must not be before start date'
export const dateNotBefore = (displayDate: string): string => `Must not be before ${displayDate}`
export const dateNotAfter = (displayDate: string): string => `Must not be after ${displayDate}`

/** Toast descriptions come from the error's message; anything else is 'Unknown Error'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message
  if (typeof error === 'string' && error.trim() !== '') return error
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message
    if (typeof message === 'string' && message.trim() !== '') return message
  }
  return UNKNOWN_ERROR
}
