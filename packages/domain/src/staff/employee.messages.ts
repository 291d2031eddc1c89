// Apart from the schema (employee.schema.ts), so the Employees table shows without loading zod.

/** Toasts of 001 §8 (Employee row), each followed by the first name. */
export const employeeMessages = {
  created: (firstName: string) => `Successfully created ${firstName}`,
  updated: (firstName: string) => `Successfully updated ${firstName}`,
  deleted: (firstName: string) => `Successfully deleted ${firstName}`,
  createFailed: (firstName: string) => `Failed to create ${firstName}`,
  updateFailed: (firstName: string) => `Failed to update ${firstName}`,
  deleteFailed: (firstName: string) => `Failed to delete ${firstName}`,
  confirmDelete: (firstName: string) => `Are you sure you want to delete ${firstName}`,
  empty: 'No Employees',
  /** Ours: the refusal that keeps at least one person able to administer the console. */
  lastAdmin: 'This change would leave no active admin: at least one active employee must keep Admin Workbench access.',
  emailTaken: 'This email address already belongs to another employee.',
}
