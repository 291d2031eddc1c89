import { Alert, Typography } from 'antd'
import { previewMessages, rowList } from '@mc/domain/store-lists/store-list-preview'
import type { StoreListPreview } from '../api/preview-store-list'

/**
 * What Add Stores will do, before it is pressed: organizations it will create (with the names they
 * are closest to, so a typo is caught), stores it will create and where they will be placed, pins it
 * will add paused. Warnings: Add Stores stays available.
 */
export function UploadPreview({ preview }: { preview: { result?: StoreListPreview; failed?: boolean } }) {
  if (preview.failed) return <Alert type="info" showIcon title={previewMessages.unavailable} style={{ marginBottom: 16 }} />
  const result = preview.result
  if (!result) return <Alert type="info" showIcon title={`${previewMessages.title}…`} style={{ marginBottom: 16 }} />
  const lines = [
    result.newOrganizations.length > 0 && (
      <li key="orgs" data-testid="preview-new-organizations">
        {previewMessages.newOrganizations(result.newOrganizations.length)}
        <ul style={{ paddingLeft: 18 }}>
          {result.newOrganizations.slice(0, 20).map((org) => (
            <li key={org.name}>{previewMessages.newOrganization(org.name, org.rows, org.closestExisting)}</li>
          ))}
        </ul>
      </li>
    ),
    result.newStoreRows.length > 0 && (
      <li key="stores" data-testid="preview-new-stores">
        {previewMessages.newStores(result.newStoreRows.length, result.newStoresApproximate)}{' '}
        <Typography.Text type="secondary">{rowList(result.newStoreRows)}</Typography.Text>
      </li>
    ),
    result.pausedPinRows.length > 0 && (
      <li key="paused" data-testid="preview-paused-pins">
        {previewMessages.pausedPins(result.pausedPinRows.length)} <Typography.Text type="secondary">{rowList(result.pausedPinRows)}</Typography.Text>
      </li>
    ),
  ].filter(Boolean)
  if (lines.length === 0) return null
  return (
    <Alert
      type="warning"
      showIcon
      title={previewMessages.title}
      description={<ul style={{ margin: 0, paddingLeft: 18 }}>{lines}</ul>}
      style={{ marginBottom: 16 }}
      data-testid="upload-preview"
    />
  )
}
