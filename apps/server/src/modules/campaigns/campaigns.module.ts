import type { ServerModule } from '../server-module'
import { campaignTypeDefs } from './campaigns.graphql'
import { campaignResolvers } from './campaigns.resolvers'
import { registerCampaignRoutes } from './campaigns.routes'

export const campaignsModule: ServerModule = {
  name: 'campaigns',
  access: 'staff',
  routes: registerCampaignRoutes,
  typeDefs: campaignTypeDefs,
  resolvers: campaignResolvers,
}
