import { pausedPinRows } from '@mc/domain/store-lists/store-list-preview'
import { implausibleCoordinateRows } from '@mc/domain/store-lists/store-list-coordinates'
import type { UploadRowInput } from '@mc/domain/store-lists/create-store-list.schema'
import { graphqlRequest } from '../../../shared/api/graphql'
import type { PreviewMissionDeployTemplateQuery } from '../../../shared/api/graphql.generated'
import { PreviewMissionDeployTemplateDocument } from './PreviewMissionDeployTemplate.document.generated'

export type StoreListPreview = PreviewMissionDeployTemplateQuery['previewMissionDeployTemplate'] & {
  pausedPinRows: number[]
  implausibleCoordinateRows: number[]
}

/**
 * What Add Stores will do with the file: the server names the organizations and stores it would
 * create (its own matcher), the browser the pins that would start paused and the coordinates that
 * cannot be right for their row's state.
 */
export async function previewStoreList(rowsJson: string): Promise<StoreListPreview> {
  const rows = JSON.parse(rowsJson) as UploadRowInput[]
  const stores = rows.map(({ rowNumber, organizationName, storeNumber, wiserStoreId, streetAddress, city, state, postalCode, country }) => ({
    rowNumber,
    organizationName,
    storeNumber,
    wiserStoreId,
    streetAddress,
    city,
    state,
    postalCode,
    country,
  }))
  const data = await graphqlRequest(PreviewMissionDeployTemplateDocument, { stores })
  return {
    ...data.previewMissionDeployTemplate,
    pausedPinRows: pausedPinRows(rows as { rowNumber: number; pinIsRunning: boolean }[]),
    implausibleCoordinateRows: implausibleCoordinateRows(rows),
  }
}
