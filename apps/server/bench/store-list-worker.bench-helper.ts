// One worker process of the two-worker benchmark: runs the store list job's loop on one list.
import pg from 'pg'
import { createOfflineAddressNormalizer } from '../src/integrations/address-normalizer'
import { createCentroidGeocoder } from '../src/integrations/geocoder'
import { processStoreList } from '../src/modules/store-lists/processing/store-list-processor'

const [url, templateId] = process.argv.slice(2)
const pool = new pg.Pool({ connectionString: url, max: 2 })
await processStoreList(pool, Number(templateId), { normalizer: createOfflineAddressNormalizer(), geocoder: createCentroidGeocoder() })
await pool.end()
