import { describe, expect, it } from 'vitest'
import * as domain from './index'

describe('@mc/domain public API', () => {
  it('re-exports every area', () => {
    const expected = [
      // common
      'REQUIRED',
      'UNKNOWN_ERROR',
      'tooLong',
      'errorMessage',
      'IDENTITY_PATTERN',
      'identitySchema',
      'requiredText',
      'optionalText',
      'textBetween',
      'DATE_FORMAT',
      'DATE_TIME_FORMAT',
      'WIRE_DATE_FORMAT',
      'wireDateSchema',
      'formatDate',
      'eodLabel',
      'paginationQuerySchema',
      'DEFAULT_TABLE_PAGE_SIZE',
      'toFieldErrors',
      'validateWith',
      // customers, campaigns
      'customerFormSchema',
      'customerPatchSchema',
      'customerBodySchema',
      'campaignFormSchema',
      'campaignBodySchema',
      // missions
      'MISSION_STATES',
      'STATE_COLORS',
      'STATE_BUTTONS',
      'deriveDisplayState',
      'canChangeState',
      'hasStarted',
      'closesAt',
      'missionFormSchema',
      'extendSchema',
      'briefSchema',
      'anywhereMissionSchema',
      'linkFormSchema',
      'validateCapPeriod',
      'parseCapInput',
      'pinAvailability',
      'normalizeCapProgress',
      'scanRepriceCsv',
      'missionMessages',
      'missionBanners',
      // store lists
      'STORE_LIST_ROW_STATUSES',
      'isFinalRowStatus',
      'TEMPLATE_COLUMNS',
      'readStoreListHeader',
      'validateStoreListRow',
      'validateStoreListFile',
      'checkUploadMissions',
      'storeListProgressPercent',
      'createMissionDeployTemplateInputSchema',
      'storeListRefusal',
      'checkCoordinates',
      'coordinatesPlausibleForState',
      'implausibleCoordinateRows',
    ]
    const missing = expected.filter((name) => !(name in domain))
    expect(missing).toEqual([])
  })
})
