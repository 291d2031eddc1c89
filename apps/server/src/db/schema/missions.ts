import { sql } from 'drizzle-orm'
import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core'
import { campaigns } from './campaigns'
import { createdAt, day, identityCheck, identityColumn, idPk, oneOf, rawCheck, refId, updatedAt } from './columns'
import { customerCustomPeriods } from './customers'
import {
  CAP_PERIOD_TYPES,
  ELIGIBILITY_TYPES,
  MISSION_STATES,
  PRICING_STRATEGIES,
  type CapPeriodType,
  type EligibilityType,
  type MissionState,
  type PricingStrategy,
} from './enums'
import { taskSummaries } from './forms'

export const missions = pgTable(
  'missions',
  {
    id: idPk(),
    identity: identityColumn(),
    campaignId: refId('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    /** Legacy numeric id (upload column wiser_mission_id); new missions draw from the sequence. */
    legacyIdentity: integer('legacy_identity').notNull().unique().generatedByDefaultAsIdentity({ startWith: 100000 }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    state: text('state').$type<MissionState>().notNull().default('CREATED'),
    capPeriodType: text('cap_period_type').$type<CapPeriodType>().notNull().default('SIMPLE'),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    targetCount: integer('target_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** The survey link: the form whose task summary the Survey card shows. */
    taskSummaryId: refId('task_summary_id').references(() => taskSummaries.id, { onDelete: 'set null' }),
    salesforceOpportunityId: text('salesforce_opportunity_id'),
    // Mission properties (spec 000 §3).
    eligibilityType: text('eligibility_type').$type<EligibilityType>().notNull().default('GENERAL'),
    isAnywhereMission: boolean('is_anywhere_mission').notNull().default(false),
    isAutovalidated: boolean('is_autovalidated').notNull().default(false),
    isDynamicPricing: boolean('is_dynamic_pricing').notNull().default(false),
    /** Shown as Bonus. */
    isFeatured: boolean('is_featured').notNull().default(false),
    hasSurveyVariants: boolean('has_survey_variants').notNull().default(false),
    hasProcessImages: boolean('has_process_images').notNull().default(false),
    /** Points. */
    basePrice: integer('base_price').notNull().default(0),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    customerCost: numeric('customer_cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    setupFee: numeric('setup_fee', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** A fraction from 0 to 1 (the form's slider shows percent). */
    capCommitment: numeric('cap_commitment', { precision: 3, scale: 2, mode: 'number' }).notNull().default(1),
    pricingStrategy: text('pricing_strategy').$type<PricingStrategy>(),
    minIosVersion: text('min_ios_version'),
    minAndroidVersion: text('min_android_version'),
    missionCapsVersion: integer('mission_caps_version').notNull().default(1),
    /** Frequency cap of an anywhere mission (1..10000); pins carry their own. */
    frequencyCap: integer('frequency_cap').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    identityCheck('missions'),
    oneOf('missions', 'state', MISSION_STATES),
    oneOf('missions', 'cap_period_type', CAP_PERIOD_TYPES),
    oneOf('missions', 'eligibility_type', ELIGIBILITY_TYPES),
    oneOf('missions', 'pricing_strategy', PRICING_STRATEGIES),
    rawCheck('missions_dates_check', '"end_date" >= "start_date"'),
    rawCheck('missions_base_price_check', '"base_price" between 0 and 5000'),
    rawCheck('missions_money_check', '"customer_cost" >= 0 and "setup_fee" >= 0'),
    rawCheck('missions_cap_commitment_check', '"cap_commitment" between 0 and 1'),
    rawCheck('missions_frequency_cap_check', '"frequency_cap" between 1 and 10000'),
    index('missions_campaign_idx').on(t.campaignId),
    index('missions_state_idx').on(t.state),
    index('missions_end_date_idx').on(t.endDate),
    index('missions_task_summary_idx').on(t.taskSummaryId),
    // GetActiveMissions feeds the coverage picker: keep that scan small.
    index('missions_active_idx')
      .on(t.endDate)
      .where(sql`${t.isActive} and not ${t.isDeleted}`),
  ],
)

export const missionCapPeriods = pgTable(
  'mission_cap_periods',
  {
    id: idPk(),
    missionId: refId('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    type: text('type').$type<CapPeriodType>().notNull().default('CUSTOM'),
    customerCustomPeriodId: refId('customer_custom_period_id').references(() => customerCustomPeriods.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('mission_cap_periods', 'type', CAP_PERIOD_TYPES),
    rawCheck('mission_cap_periods_dates_check', '"end_date" >= "start_date"'),
    index('mission_cap_periods_mission_idx').on(t.missionId, t.startDate),
    index('mission_cap_periods_custom_period_idx').on(t.customerCustomPeriodId),
  ],
)

const briefList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

/** The seven lists of the brief (briefPretty). One brief per mission. */
export const missionBriefs = pgTable('mission_briefs', {
  id: idPk(),
  missionId: refId('mission_id')
    .notNull()
    .unique()
    .references(() => missions.id, { onDelete: 'cascade' }),
  completionTime: briefList('completion_time'),
  numberOfPhotos: briefList('number_of_photos'),
  /** Labelled Mission Description in the console. */
  whereShouldIStart: briefList('where_should_i_start'),
  purchaseRequirement: briefList('purchase_requirement'),
  doIHaveToFindSomething: briefList('do_i_have_to_find_something'),
  doIHaveToTalkToAnyone: briefList('do_i_have_to_talk_to_anyone'),
  requirement: briefList('requirement'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})
