/**
 * Toast, dialog and confirm texts of 000 §8, filled in. Where the spec says
 * "followed by the name" the name follows after one space.
 */
export const missionMessages = {
  briefUpdated: 'Successfully updated mission brief',

  extended: (mission: string) => `Successfully extended ${mission}`,
  extendFailed: (mission: string) => `Failed to extend ${mission}`,

  edited: 'Successfully edited Mission',
  editFailed: 'Failed to edit Mission',
  editedNamed: (name: string) => `Successfully Edited ${name}`,
  editFailedNamed: (name: string) => `Failed to Edit ${name}`,
  createFailed: 'Failed to create Mission',

  anywhereUpdated: (basePrice: number | string, frequencyCap: number | string) =>
    `Successfully updated Base Price to ${basePrice} & Frequency Cap to ${frequencyCap}`,
  updateFailed: 'Failed to update Mission',

  formLinked: (form: string) => `Successfully linked Form "${form}" to a Survey`,
  linkFormFailed: 'Failed to link form',
  graphQlError: 'GraphQL error',

  pinsEdited: (count: number) => `Successfully edited ${count} pin(s)`,
  pinsEditFailed: (count: number | string) => `Failed to edit ${count} pin(s)`,
  confirmDeletePins: (count: number | string) => `Are you sure you want to delete ${count} pin(s)?`,
  pinsDeleted: (count: number) => `Successfully deleted ${count} pin(s)`,
  pinsDeleteFailed: (count: number | string) => `Failed to delete ${count} pin(s)`,

  confirmDeleteThis: 'Are you sure you want to delete this?',
  groupDeleted: (group: string) => `Successfully Deleted ${group}`,
  groupDeleteFailed: (group: string) => `Failed to Delete ${group}`,
  groupCapUpdated: (group: string) => `Successfully Updated Group Cap for ${group}`,
  groupCapUpdateFailed: (group: string) => `Failed to Update Group Cap for ${group}`,
  frequencyCapUpdated: (group: string) => `Successfully Updated Frequency Cap for ${group}`,
  frequencyCapUpdateFailed: (group: string) => `Failed to Update Frequency Cap for ${group}`,

  capPeriodSaved: (action: 'deleted' | 'updated' | 'created', period: string) => `Successfully ${action} Mission cap period ${period}`,
  capPeriodSaveFailed: (action: 'delete' | 'update' | 'create', period: string) => `Failed to ${action} Mission cap period ${period}`,
  confirmDeleteNamed: (name: string) => `Are you sure you want to delete ${name}`,

  validatingPins: 'Validating Pins',
  repricingPins: 'Repricing Pins',
  pinsRepriced: 'Pins Repriced Successfully',
  repriceError: 'Error Repricing Pins',

  usersEmailed: (count: number) => `Successfully emailed ${count} User(s)`,
  emailUsersFailed: (count: number) => `Emailing ${count} User(s) Failed`,

  saved: (action: 'created' | 'updated', name: string) => `Successfully ${action} ${name}`,
  saveFailed: (action: 'create' | 'update') => `Failed to ${action}`,

  loadFailed: (customer: string) => `Failed to load ${customer}`,
  campaignsLoadFailed: (customer: string) => `Failed to load Campaigns for ${customer}`,
  dashboardsLoadFailed: (customer: string) => `Failed to load Dashboards for ${customer}`,

  noDeploymentGroups: 'No Deployment Groups',
  noDashboards: 'No Dashboards linked to any Sisense Users of this Customer',
} as const

export const PAGE_NOT_FOUND = {
  title: 'Page not found',
  message: "The page you were looking for doesn't exist.",
  hint: 'You may have mistyped the address or the page may have moved.',
} as const
