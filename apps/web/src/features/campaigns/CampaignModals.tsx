import { useParams } from 'react-router'
import { useCampaignDetails } from './api/use-campaign-details'
import { CampaignFormModal } from './components/CampaignFormModal'

/** /customers/{identity}/campaigns/new, over the customer page. */
export function NewCampaignModal() {
  return <CampaignFormModal customerIdentity={useParams().identity!} />
}

/** /campaigns/{identity}/edit, over the campaign page (which has already loaded it). */
export function EditCampaignModal() {
  const details = useCampaignDetails(useParams().identity!)
  if (!details.data) return null
  return <CampaignFormModal key={details.data.identity} customerIdentity={details.data.customer.identity} campaign={details.data} />
}
