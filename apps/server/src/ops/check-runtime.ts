// Imported first by every entry point: refuses an unsupported Node before anything else loads.
import { unsupportedRuntimeMessage } from './supported-runtime'

const problem = unsupportedRuntimeMessage(process.version)
if (problem) {
  console.error(problem)
  process.exit(1)
}
