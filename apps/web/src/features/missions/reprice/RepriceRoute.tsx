import { useOutletMission } from '../mission-outlet'
import { RepriceModal } from './RepriceModal'

/** /missions/:identity/reprice: the reprice modal over the mission it was opened from. */
export function RepriceRoute() {
  return <RepriceModal mission={useOutletMission()} />
}
