// The brief's fields, labels and messages without zod, so the Brief tab and the banners show without
// loading the schemas; the brief's schema is brief.schema.ts.

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
