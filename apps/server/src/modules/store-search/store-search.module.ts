import type { ServerModule } from '../server-module'
import { parseInput } from '../../http/validate'
import { storeMatchInputSchema, storeSelectQuerySchema } from './store-search.schema'
import { matchStoreList, selectStores } from './store-search.service'

/** The store search screens the spec names without contents (/store_match/new, /store_select). */
export const storeSearchModule: ServerModule = {
  name: 'store-search',
  access: 'staff',
  routes(app, deps) {
    app.post('/store_match', async (request) => matchStoreList(deps.pool, parseInput(storeMatchInputSchema, request.body)))
    app.get('/store_select', async (request) => selectStores(deps.pool, parseInput(storeSelectQuerySchema, request.query ?? {})))
  },
}
