import { z } from 'zod'
import { searchTextSchema } from '../common/search.schema'

/**
 * Campaign.missions(search:): the campaign page's mission search. Name anywhere or identity from
 * its start, case-insensitive (docs/domain/missions.md, "Search"). Empty: every mission.
 */
export const campaignMissionsArgsSchema = z.object({ search: searchTextSchema() })
export type CampaignMissionsArgs = z.output<typeof campaignMissionsArgsSchema>
