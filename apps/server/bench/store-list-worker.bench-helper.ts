// One worker process of the two-worker benchmark: connects, says it is ready, and on "go" runs the
// store list job's loop on one list, so the timing covers processing, not process start-up.
import pg from 'pg'
import { createOfflineAddressNormalizer } from '../src/integrations/address-normalizer'
import { createCentroidGeocoder } from '../src/integrations/geocoder'
import { processStoreList } from '../src/modules/store-lists/processing/store-list-processor'

const [url, templateId] = process.argv.slice(2)
const pool = new pg.Pool({ connectionString: url, max: 2 })
const services = { normalizer: createOfflineAddressNormalizer(), geocoder: createCentroidGeocoder() }
await pool.query('select 1')
await new Promise<void>((resolve) => {
  process.once('message', () => resolve())
  process.send?.('ready')
})
await processStoreList(pool, Number(templateId), services)
await pool.end()
process.disconnect?.()
