import { z } from 'zod'
import { STORE_LIST_ROW_STATUSES, STORE_LIST_STATUSES } from '../store-lists/store-list.enums'

/**
 * The live console's push channel (issue 36): `GET /api/events`, Server-Sent Events. The server
 * writes and the console reads these shapes; docs/domain/live-console.md gives the rules.
 */
export const LIVE_EVENTS_PATH = '/api/events'

/** SSE `event:` names. A change carries `id:` and a LiveEvent as `data:`. */
export const LIVE_FRAME = {
  /** One LiveEvent; its `id:` is the resume point (`Last-Event-ID`). */
  change: 'change',
  /** The asked-for id is older than the replay window: refetch every active query. */
  reset: 'reset',
  /** Sent once, after the replay: `data: {"lastEventId": "<id>" | null}`. */
  ready: 'ready',
} as const
export type LiveFrameName = (typeof LIVE_FRAME)[keyof typeof LIVE_FRAME]

/** A `: ping` comment this often; a console that hears nothing for LIVE_SILENCE_MS treats the channel as down. */
export const LIVE_HEARTBEAT_MS = 15_000
export const LIVE_SILENCE_MS = 35_000
/** The `retry:` line at the start of the stream (ms the browser waits before reconnecting). */
export const LIVE_RETRY_MS = 2_000
/** Replay window: events younger than this, and at most this many, can be resumed from. */
export const LIVE_REPLAY_WINDOW_MS = 10 * 60_000
export const LIVE_REPLAY_MAX_EVENTS = 10_000
/** Store-list progress is sent at most this often per list. */
export const LIVE_PROGRESS_MIN_INTERVAL_MS = 250

export const liveActorSchema = z.object({ email: z.string(), name: z.string() })
export type LiveActor = z.output<typeof liveActorSchema>

/** What of a mission changed: each console query a part feeds is updated or invalidated. */
export const MISSION_CHANGE_PARTS = ['details', 'pins', 'groups', 'capPeriods', 'brief', 'state', 'counts', 'history'] as const
export type MissionChangePart = (typeof MISSION_CHANGE_PARTS)[number]

export const RECORD_CHANGE_ACTIONS = ['created', 'updated', 'deleted'] as const
export type RecordChangeAction = (typeof RECORD_CHANGE_ACTIONS)[number]

const rowCountsSchema = z.partialRecord(z.enum(STORE_LIST_ROW_STATUSES), z.number().int().nonnegative())

export const storeListProgressEventSchema = z.object({
  type: z.literal('storeList.progress'),
  storeListId: z.string(),
  campaignId: z.string(),
  status: z.enum(STORE_LIST_STATUSES),
  /** Rows per row status (statuses with no rows may be left out). */
  counts: rowCountsSchema,
})

export const storeListProcessedEventSchema = z.object({
  type: z.literal('storeList.processed'),
  storeListId: z.string(),
  campaignId: z.string(),
})

export const missionChangedEventSchema = z.object({
  type: z.literal('mission.changed'),
  missionId: z.string(),
  campaignId: z.string().nullable(),
  parts: z.array(z.enum(MISSION_CHANGE_PARTS)),
  /** Who made the change; null for a job's own change. */
  actor: liveActorSchema.nullable(),
  /** A short past-tense phrase for the colleague notice ("paused 12 pins"); null when none fits. */
  summary: z.string().nullable(),
})

export const COVERAGE_REPORT_FINISHED_STATUSES = ['DONE', 'FAILED'] as const
export const coverageReportFinishedEventSchema = z.object({
  type: z.literal('coverageReport.finished'),
  reportId: z.string(),
  missionId: z.string(),
  status: z.enum(COVERAGE_REPORT_FINISHED_STATUSES),
})

export const pushNotificationProgressEventSchema = z.object({
  type: z.literal('pushNotification.progress'),
  notificationId: z.string(),
  status: z.string(),
  sent: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
})

export const recordChangedEventSchema = z.object({
  type: z.literal('record.changed'),
  /** 'customer', 'campaign', 'organization', 'employee', 'mayaUser', a lookup table's name, … */
  resource: z.string(),
  id: z.string(),
  action: z.enum(RECORD_CHANGE_ACTIONS),
  actor: liveActorSchema.nullable(),
  /** Sent only to admins (the record is read through an admin-only call). */
  adminOnly: z.boolean(),
})

export const liveEventSchema = z.discriminatedUnion('type', [
  storeListProgressEventSchema,
  storeListProcessedEventSchema,
  missionChangedEventSchema,
  coverageReportFinishedEventSchema,
  pushNotificationProgressEventSchema,
  recordChangedEventSchema,
])
export type LiveEvent = z.output<typeof liveEventSchema>
export type LiveEventType = LiveEvent['type']
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>
export type StoreListProgressEvent = LiveEventOf<'storeList.progress'>
export type StoreListProcessedEvent = LiveEventOf<'storeList.processed'>
export type MissionChangedEvent = LiveEventOf<'mission.changed'>
export type CoverageReportFinishedEvent = LiveEventOf<'coverageReport.finished'>
export type PushNotificationProgressEvent = LiveEventOf<'pushNotification.progress'>
export type RecordChangedEvent = LiveEventOf<'record.changed'>

/** The `ready` frame's data. */
export const liveReadySchema = z.object({ lastEventId: z.string().nullable() })
export type LiveReady = z.output<typeof liveReadySchema>

/** One parsed `change` frame: the event and its id (the resume point). */
export interface LiveChange {
  id: string
  event: LiveEvent
}
