import { Alert, Typography } from 'antd'
import { previewMessages, rowList } from '@mc/domain/store-lists/store-list-preview'
import type { StoreListPreview } from '../api/preview-store-list'

/**
 * What Add Stores will do, before it is pressed: rows that will end in ERROR and why, organizations
 * it will create (with the names they are closest to, so a typo is caught), stores it will create and
 * where they will be placed, rows that will match known stores by each kind of evidence, pins it will
 * add paused, coordinates it will ignore. Warnings: Add Stores stays available, since the other rows
 * are added either way.
 */
export function UploadPreview({ preview }: { preview: { result?: StoreListPreview; failed?: boolean } }) {
  if (preview.failed) return <Alert type="info" showIcon title={previewMessages.unavailable} style={{ marginBottom: 16 }} />
  const result = preview.result
  if (!result) return <Alert type="info" showIcon title={`${previewMessages.title}…`} style={{ marginBottom: 16 }} />
  const matched = result.matchedRows.reduce((sum, kind) => sum + kind.rows, 0)
  const lines = [
    ...result.failingRows.map((failure) => (
      <li key={`failing-${failure.missing}`} data-testid="preview-failing-rows">
        <Typography.Text type="danger">{previewMessages.failing(failure.rows.length, failure.missing)}</Typography.Text>{' '}
        <Typography.Text type="secondary">{rowList(failure.rows)}</Typography.Text>
      </li>
    )),
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
        {previewMessages.newStores(result.newStoreRows.length, result.newStoresApproximate, result.cityCentreRows.length)}{' '}
        <Typography.Text type="secondary">{rowList(result.newStoreRows)}</Typography.Text>
        {result.cityCentreRows.length > 0 && (
          <ul style={{ paddingLeft: 18 }}>
            <li data-testid="preview-city-centres">
              {previewMessages.cityCentres(result.cityCentreRows.length)} <Typography.Text type="secondary">{rowList(result.cityCentreRows)}</Typography.Text>
            </li>
          </ul>
        )}
      </li>
    ),
    matched > 0 && (
      <li key="matched" data-testid="preview-matched-rows">
        {previewMessages.matched(matched, result.matchedRows)}
      </li>
    ),
    result.pausedPinRows.length > 0 && (
      <li key="paused" data-testid="preview-paused-pins">
        {previewMessages.pausedPins(result.pausedPinRows.length)} <Typography.Text type="secondary">{rowList(result.pausedPinRows)}</Typography.Text>
      </li>
    ),
    result.implausibleCoordinateRows.length > 0 && (
      <li key="coordinates" data-testid="preview-implausible-coordinates">
        {previewMessages.implausibleCoordinates(result.implausibleCoordinateRows.length)}{' '}
        <Typography.Text type="secondary">{rowList(result.implausibleCoordinateRows)}</Typography.Text>
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
