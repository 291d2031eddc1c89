import { boolean, doublePrecision, index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { campaigns } from './campaigns'
import { createdAt, identityCheck, identityColumn, idPk, oneOf, refId, tstz, updatedAt } from './columns'
import { MATCH_CONFIDENCES, STORE_LIST_ROW_STATUSES, STORE_LIST_STATUSES, type MatchConfidence, type StoreListRowStatus, type StoreListStatus } from './enums'

/** A store list (mission deploy template) uploaded for a campaign. */
export const missionDeployTemplates = pgTable(
  'mission_deploy_templates',
  {
    id: idPk(),
    identity: identityColumn(),
    campaignId: refId('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The uploaded file's name. */
    name: text('name').notNull(),
    status: text('status').$type<StoreListStatus>().notNull().default('UNPROCESSED'),
    /** E-mail of the staff member who uploaded it. */
    createdBy: text('created_by'),
    createdAt: createdAt(),
    processedAt: tstz('processed_at'),
    /** Storage key of the original file, when kept. */
    fileKey: text('file_key'),
    updatedAt: updatedAt(),
  },
  (t) => [
    identityCheck('mission_deploy_templates'),
    oneOf('mission_deploy_templates', 'status', STORE_LIST_STATUSES),
    // Campaign page: the 10 newest lists, and the paginated list of all.
    index('mission_deploy_templates_campaign_idx').on(t.campaignId, t.createdAt),
    index('mission_deploy_templates_status_idx').on(t.status),
  ],
)

/** One uploaded row and everything processing learnt about it. */
export const missionDeployTemplateRows = pgTable(
  'mission_deploy_template_rows',
  {
    id: idPk(),
    templateId: refId('template_id')
      .notNull()
      .references(() => missionDeployTemplates.id, { onDelete: 'cascade' }),
    /** Spreadsheet row number (data starts at 3 in the spec's numbering). */
    rowNumber: integer('row_number').notNull(),
    // As uploaded.
    organizationName: text('organization_name'),
    storeNumber: text('store_number'),
    streetAddress: text('street_address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
    groupName: text('group_name'),
    groupCap: integer('group_cap'),
    frequencyCap: integer('frequency_cap'),
    pinIsRunning: boolean('pin_is_running').notNull().default(true),
    wiserMissionId: text('wiser_mission_id'),
    wiserStoreId: text('wiser_store_id'),
    /** Our extension of the template: the store's own coordinates, when the list gives them. */
    givenLatitude: doublePrecision('given_latitude'),
    givenLongitude: doublePrecision('given_longitude'),
    // Processing state.
    status: text('status').$type<StoreListRowStatus>().notNull().default('UNPROCESSED'),
    statusDetail: text('status_detail'),
    // Address normalization result.
    normalizedStreet: text('normalized_street'),
    normalizedCity: text('normalized_city'),
    normalizedState: text('normalized_state'),
    normalizedPostalCode: text('normalized_postal_code'),
    normalizedCountry: text('normalized_country'),
    normalizationProvider: text('normalization_provider'),
    normalizedAt: tstz('normalized_at'),
    // Geocoding result.
    geocodeProvider: text('geocode_provider'),
    geocodeProviderId: text('geocode_provider_id'),
    geocodeScore: numeric('geocode_score', { precision: 6, scale: 3, mode: 'number' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // Matching and deployment result: what processing did, kept as it was. These ids record the
    // mission, store, group and pin the row reached; they are not foreign keys, so deleting a pin or
    // a group later leaves the row's record (and the list's "Pins Created") as it was, and writing a
    // batch's outcome checks no references (four checks a row were two thirds of that write on the
    // embedded database). Readers join them with left joins. docs/domain/store-lists.md, "Report".
    matchConfidence: text('match_confidence').$type<MatchConfidence>(),
    /** The evidence the store was matched by ('store number', 'address', 'same street', ...: store-matcher.ts). */
    matchReason: text('match_reason'),
    /** The matched store already had another store number: the row's number, kept apart, not written over it. */
    storeNumberConflict: text('store_number_conflict'),
    /** The row's store number was recorded on the matched store, which had none. */
    storeNumberLearned: boolean('store_number_learned'),
    missionId: refId('mission_id'),
    organizationPlaceId: refId('organization_place_id'),
    deploymentGroupId: refId('deployment_group_id'),
    pinId: refId('pin_id'),
    /** The row's pin was there before this row (an earlier list, or an earlier row of this one): not counted as created. */
    pinExisted: boolean('pin_existed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('mission_deploy_template_rows', 'status', STORE_LIST_ROW_STATUSES),
    oneOf('mission_deploy_template_rows', 'match_confidence', MATCH_CONFIDENCES),
    unique('mission_deploy_template_rows_template_row_unique').on(t.templateId, t.rowNumber),
    // Status summary, status filter and the workers' "next batch at stage X" scans.
    index('mission_deploy_template_rows_template_status_idx').on(t.templateId, t.status),
    // A customer's stores submitted (customers.repository.ts) reads rows by mission.
    index('mission_deploy_template_rows_mission_idx').on(t.missionId),
  ],
)
