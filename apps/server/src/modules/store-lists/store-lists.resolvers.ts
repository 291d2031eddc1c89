import DataLoader from 'dataloader'
import { STORE_ROWS_PAGE_SIZE_OPTIONS } from '@mc/domain/store-lists/store-list.enums'
import { loader, type GraphQLContext } from '../../graphql/graphql-context'
import { readPage } from '../../graphql/page-args'
import type { Resolvers } from '../../graphql/resolvers.generated'
import { notFound } from '../../http/errors'
import {
  rowsOfTemplate,
  statusCounts,
  templateByIdentity,
  templatesOfCampaign,
  uploadedColumns,
  type RowRecord,
  type StatusCount,
  type TemplateRecord,
} from './store-lists.repository'
import { createStoreList } from './store-lists.service'
import { previewStoreList } from './store-list-preview'
import { rowSummaryOf, statusSummaryOf } from './store-list-summary'
import { rowLocation } from './row-location'

const MAX_ROWS_LIMIT = Math.max(...STORE_ROWS_PAGE_SIZE_OPTIONS)
const MAX_LISTS_LIMIT = 100

const countsLoader = (ctx: GraphQLContext) =>
  loader(
    ctx,
    'storeLists.counts',
    () =>
      new DataLoader(async (ids: readonly number[]) => {
        const counts = await statusCounts(ctx.deps.pool, ids)
        return ids.map((id) => counts.filter((row) => row.template_id === id))
      }),
  )

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)

function rowView(row: RowRecord) {
  return {
    rowNumber: row.row_number,
    ...uploadedColumns(row),
    frequencyCap: row.frequency_cap,
    status: row.status,
    statusDetail: row.status_detail,
    matchConfidence: row.match_confidence,
    matchReason: row.match_reason,
    storeNumberConflict: row.store_number_conflict,
    storeNumberLearned: row.store_number_learned,
    addressNormalization: row.normalization_provider
      ? {
          provider: row.normalization_provider,
          createdAt: iso(row.normalized_at),
          streetAddress: row.normalized_street,
          city: row.normalized_city,
          state: row.normalized_state,
          postalCode: row.normalized_postal_code,
          country: row.normalized_country,
        }
      : null,
    geocoding: row.geocode_provider
      ? {
          provider: row.geocode_provider,
          providerId: row.geocode_provider_id,
          score: row.geocode_score === null ? null : Number(row.geocode_score),
          latitude: row.latitude,
          longitude: row.longitude,
        }
      : null,
    location: rowLocation(row),
    pinExisted: row.pin_existed,
    organizationPlace: row.place_identity
      ? {
          identity: row.place_identity,
          name: row.place_name,
          storeNumber: row.place_store_number,
          organizationIdentity: row.organization_identity,
          organizationName: row.organization_name_matched,
          streetAddress: row.place_street,
          city: row.place_city,
          state: row.place_state,
          postalCode: row.place_postal_code,
        }
      : null,
  }
}

const countsOf = (template: TemplateRecord, ctx: GraphQLContext): Promise<StatusCount[]> => countsLoader(ctx).load(Number(template.id))

export const storeListResolvers: Resolvers = {
  Query: {
    missionDeployTemplate: async (_root, { identity }, ctx) => (await templateByIdentity(ctx.deps.pool, identity)) ?? null,
    campaignMissionDeployTemplates: async (_root, args, ctx) => {
      const { page, limit } = readPage(args, { defaultLimit: 25, maxLimit: MAX_LISTS_LIMIT })
      const { items, total } = await templatesOfCampaign(ctx.deps.pool, args.identity, page, limit)
      return { total, page, limit, items }
    },
    previewMissionDeployTemplate: (_root, { stores }, ctx) => previewStoreList(ctx.deps, stores),
  },
  Mutation: {
    createMissionDeployTemplate: async (_root, { input }, ctx) => {
      const { identity } = await createStoreList(ctx.deps, ctx.user, input)
      const template = await templateByIdentity(ctx.deps.pool, identity)
      if (!template) throw notFound('Store list')
      return template
    },
  },
  MissionDeployTemplate: {
    createdAt: (template) => new Date(template.created_at).toISOString(),
    processedAt: (template) => iso(template.processed_at),
    createdBy: (template) => template.created_by,
    campaign: (template) => ({
      identity: template.campaign_identity,
      name: template.campaign_name,
      customer: { identity: template.customer_identity, name: template.customer_name },
    }),
    rowSummary: async (template, _args, ctx) => rowSummaryOf(await countsOf(template, ctx)),
    statusSummary: async (template, _args, ctx) => statusSummaryOf(await countsOf(template, ctx)),
    rows: async (template, args, ctx) => {
      const { page, limit } = readPage(args, { defaultLimit: 25, maxLimit: MAX_ROWS_LIMIT })
      const { items, total } = await rowsOfTemplate(ctx.deps.pool, Number(template.id), { status: args.status, statusDetail: args.statusDetail }, page, limit)
      return { total, page, limit, items: items.map(rowView) }
    },
  },
}
