import { authHeaders, readError, notifyUnauthorized } from '../../../shared/api/http'
import { appConfig } from '../../../shared/config/app-config'

/**
 * The export lives on the tools host (config.toolsBaseUrl, this server by default) under
 * /api/generator/mission-deploy-templates/{id}. It needs the bearer token, so it is fetched and
 * saved from a blob rather than opened as a plain link.
 */
export async function downloadStoreListExport(identity: string, listName: string): Promise<void> {
  const response = await fetch(`${appConfig().toolsBaseUrl}/api/generator/mission-deploy-templates/${encodeURIComponent(identity)}`, {
    headers: authHeaders(),
  })
  if (response.status === 401) notifyUnauthorized()
  if (!response.ok) throw await readError(response)
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `${listName.replace(/\.(xlsx?|csv)$/i, '')} - results.xlsx`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
