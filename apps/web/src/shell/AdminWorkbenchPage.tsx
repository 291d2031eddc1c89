import { PageTitle } from '../shared/components/PageTitle'

/** The Admin Workbench landing page: only a title, as the spec shows it. */
export function AdminWorkbenchPage() {
  return <PageTitle title="Admin Workbench" />
}
