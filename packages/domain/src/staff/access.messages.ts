/** What the API answers, and the console shows, when someone may not use a part of Mission Control. */
export const ACCESS_MESSAGES = {
  tokenRequired: 'A bearer token is required.',
  noConsoleAccess: 'You do not have access to Mission Control.',
  adminRequired: 'Admin Workbench access is required.',
} as const
